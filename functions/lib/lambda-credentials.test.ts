import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultProvider } from './lambda-credentials';

describe('the bundles’ credentials (the environment’s, as Lambda sets them)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('reads the key, secret and session token on each call', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'ASIAEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
    vi.stubEnv('AWS_SESSION_TOKEN', 'session');
    vi.stubEnv('AWS_CREDENTIAL_EXPIRATION', '');
    const provide = defaultProvider();
    expect(await provide()).toEqual({
      accessKeyId: 'ASIAEXAMPLE',
      secretAccessKey: 'secret',
      sessionToken: 'session',
    });
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'ASIAOTHER');
    expect((await provide()).accessKeyId).toBe('ASIAOTHER');
  });

  it('gives the expiry when the environment has one', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'ASIAEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
    vi.stubEnv('AWS_SESSION_TOKEN', '');
    vi.stubEnv('AWS_CREDENTIAL_EXPIRATION', '2026-11-26T12:00:00Z');
    const credentials = await defaultProvider()();
    expect(credentials.expiration).toEqual(new Date('2026-11-26T12:00:00Z'));
    expect(credentials).not.toHaveProperty('sessionToken');
  });

  it('fails clearly without credentials', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', '');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', '');
    await expect(defaultProvider()()).rejects.toThrow(/No AWS credentials/);
  });
});
