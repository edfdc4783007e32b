/**
 * What the benchmarks read of the twin they measure: the CPU its processes spent (from /proc,
 * so the benchmark's own work is not counted) and percentiles of the latencies they saw.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** User and system CPU time of a process so far, in ms (Linux clock ticks are 10 ms). */
export function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time so far of every process in the twin's process group (its gateway and functions
 * plus the stand-ins it started, e.g. DynamoDB Local), in ms. Processes that ended are not
 * counted, so it is only compared across one scenario.
 */
export function groupCpuMs(pgid: number | undefined): number | undefined {
  if (pgid === undefined) return undefined;
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(fields[2]) === pgid) total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
