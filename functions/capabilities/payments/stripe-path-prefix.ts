/**
 * An HTTP client for the Stripe SDK that puts a path prefix before every API path. The SDK
 * takes only a host, port and protocol, while the local twin serves its fake Stripe API under
 * `/_local/stripe` on its own port (STRIPE_API_URL=http://localhost:3000/_local/stripe).
 * Used only when STRIPE_API_URL has a path, i.e. never in AWS.
 */
import type Stripe from 'stripe';

export function pathPrefixHttpClient(
  prefix: string,
  stripeSdk: Pick<typeof Stripe, 'createNodeHttpClient'>,
): Stripe.HttpClient {
  const inner = stripeSdk.createNodeHttpClient();
  return {
    getClientName: () => inner.getClientName(),
    makeRequest: (host, port, path, ...rest) =>
      inner.makeRequest(host, port, `${prefix}${path}`, ...rest),
  };
}
