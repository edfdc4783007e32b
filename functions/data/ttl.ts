/** DynamoDB TTL values are epoch seconds. */
export const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

export const ttlAfter = (seconds: number, now: Date = new Date()): number =>
  epochSeconds(now) + seconds;

/** TTL deletion is lazy (items may linger for a while), so readers skip expired items. */
export const isExpired = (ttl: unknown, now: Date = new Date()): boolean =>
  typeof ttl === 'number' && ttl <= epochSeconds(now);

export const hours = (n: number): number => n * 3600;
export const days = (n: number): number => n * 86_400;
