/**
 * The CPU slowdown for Lighthouse's mobile run, calibrated to the host as Lighthouse's
 * docs/throttling.md ("Calibrating the CPU slowdown") describes. The mobile preset's fixed
 * 4× assumes a high-end desktop host (benchmarkIndex 1500-2000) and turns it into a
 * mid-tier phone; on a slower host the same 4× emulates a far slower phone than intended,
 * and Lighthouse itself then warns that the score is unreliable. The docs' table for a
 * mid-tier mobile target:
 *
 *   host benchmarkIndex   host class                         slowdown
 *   >= 1500               high-end desktop                   4×
 *   800-1500              low-end desktop / high-end mobile  2×
 *   < 800                 mid-tier mobile already            1×
 */
export interface CpuCalibration {
  multiplier: number;
  hostClass: string;
}

export function calibratedCpuSlowdown(benchmarkIndex: number): CpuCalibration {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex >= 1500)
    return { multiplier: 4, hostClass: 'high-end desktop' };
  if (benchmarkIndex >= 800)
    return { multiplier: 2, hostClass: 'low-end desktop / high-end mobile' };
  return { multiplier: 1, hostClass: 'mid-tier mobile' };
}
