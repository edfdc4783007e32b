/** The figures the benchmark prints, read from one Lighthouse result (LHR). */
import type { Result } from 'lighthouse';

export interface ScriptTransfer {
  url: string;
  bytes: number;
  /** False when the download was still running as Lighthouse stopped (0 bytes counted). */
  finished: boolean;
}

export interface PageFigures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** Script bytes transferred (compressed) during the page load, before any interaction. */
  jsBytes: number;
  /** All bytes transferred during the page load. */
  totalBytes: number;
  /** Image bytes transferred during the page load. */
  imageBytes: number;
  scripts: ScriptTransfer[];
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Lighthouse's CPU benchmark of this machine (a busy or slow machine scores low). */
  benchmarkIndex: number | null;
  /** Titles of failed accessibility audits, to act on a low score. */
  accessibilityFailures: string[];
  /** Titles of failed best-practices and SEO audits. */
  otherFailures: string[];
}

interface NetworkRequestItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  finished?: boolean;
}

function score(lhr: Result, category: string): number | null {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
}

function metric(lhr: Result, audit: string): number | null {
  const value = lhr.audits[audit]?.numericValue;
  return typeof value === 'number' ? value : null;
}

function networkRequests(lhr: Result): NetworkRequestItem[] {
  const details = lhr.audits['network-requests']?.details;
  if (!details || details.type !== 'table') return [];
  return details.items as unknown as NetworkRequestItem[];
}

export function pageFigures(lhr: Result): PageFigures {
  const requests = networkRequests(lhr);
  const scripts = requests
    .filter((r) => r.resourceType === 'Script')
    .map((r) => ({ url: r.url, bytes: r.transferSize ?? 0, finished: r.finished !== false }));
  const a11yRefs = lhr.categories.accessibility?.auditRefs ?? [];
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    jsBytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
    totalBytes: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    imageBytes: requests
      .filter((r) => r.resourceType === 'Image')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scripts,
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    accessibilityFailures: a11yRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit !== undefined && audit.score === 0)
      .map((audit) => audit!.title),
    otherFailures: ['best-practices', 'seo']
      .flatMap((category) => lhr.categories[category]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit !== undefined && audit.score === 0)
      .map((audit) => audit!.title),
  };
}
