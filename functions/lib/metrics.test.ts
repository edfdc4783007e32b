import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
});

/** The EMF lines the module writes, with metrics switched on as in a Lambda. */
async function emfLinesOf(run: (count: typeof import('./metrics').countMetric) => void) {
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
  const { countMetric } = await import('./metrics');
  run(countMetric);
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('countMetric', () => {
  it('writes one EMF line per count, in the Dronefoto namespace with the service dimension', async () => {
    const [line, ...rest] = await emfLinesOf((count) => count('BookingCreated'));
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      service: 'dronefoto',
      BookingCreated: 1,
      _aws: {
        CloudWatchMetrics: [
          {
            Namespace: 'Dronefoto',
            Dimensions: [['service']],
            Metrics: [{ Name: 'BookingCreated', Unit: 'Count' }],
          },
        ],
      },
    });
  });

  it('counts kroner without a unit, and each call on its own line', async () => {
    const lines = await emfLinesOf((count) => {
      count('PaymentReceived');
      count('PaymentKroner', 1250);
    });
    expect(lines.map((l) => [l.PaymentReceived, l.PaymentKroner])).toEqual([
      [1, undefined],
      [undefined, 1250],
    ]);
    const metricsOf = (l: Record<string, unknown>) =>
      (l._aws as { CloudWatchMetrics: Array<{ Metrics: unknown[] }> }).CloudWatchMetrics[0]!
        .Metrics;
    expect(metricsOf(lines[1]!)).toEqual([{ Name: 'PaymentKroner', Unit: 'None' }]);
  });

  it('writes nothing under POWERTOOLS_DEV (the tests), unless asked to', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    const { countMetric } = await import('./metrics');
    countMetric('MailSent');
    expect(lines).toEqual([]);
  });
});
