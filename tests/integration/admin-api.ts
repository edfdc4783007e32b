/**
 * An admin's calls to the API through the twin's gateway, for integration tests: registers
 * the hooks that start the gateway and make an admin, and answers a `call` helper.
 */
import { afterAll, beforeAll } from 'vitest';
import { startTestGateway } from './gateway';
import { tokenCall } from './gateway-call';
import { createTestUser, type TestUser } from './users';

export function adminApi(gateway: () => Parameters<typeof startTestGateway>[0] = () => ({})) {
  let api: Awaited<ReturnType<typeof startTestGateway>> | undefined;
  let admin: TestUser | undefined;

  beforeAll(async () => {
    api = await startTestGateway(gateway());
    admin = await createTestUser({ admin: true });
  });
  afterAll(() => api?.close());

  /** The gateway's address (after the hooks ran). */
  const url = () => {
    if (!api) throw new Error('the gateway is not started yet');
    return api.url;
  };

  /** A JSON call as the admin; answers the status and the parsed body. */
  const call = <T>(method: string, path: string, body?: unknown) =>
    tokenCall<T>(url(), method, path, admin?.accessToken, body);

  /** The signed-in admin (after the hooks ran). */
  const user = () => {
    if (!admin) throw new Error('the admin is not made yet');
    return admin;
  };

  return { call, url, user };
}
