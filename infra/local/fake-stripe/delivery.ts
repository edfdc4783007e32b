/**
 * How the fake delivers its events, as Stripe does: each event (one id, signed with each
 * endpoint's own secret) goes only to the registered, enabled webhook endpoints subscribed
 * to its type or to `*`; an endpoint that does not answer 2xx is retried a few times (Stripe
 * retries for days). With no endpoint subscribed the event goes nowhere. Deliveries are
 * recorded for the tests, and `idle()` waits for those still under way.
 */
import { deliverEvent, eventPayload, signedPayload, type FakeEventType } from './events';
import type { WebhookEndpointStore } from './webhook-endpoints';

export interface Delivery {
  type: FakeEventType;
  eventId: string;
  endpointId: string;
  url: string;
  /** HTTP status of the last attempt (0: unreachable). */
  status: number;
}

const recordedDeliveries = 500;
const accepted = (status: number) => status >= 200 && status < 300;

export function createEventDelivery(options: {
  endpoints: WebhookEndpointStore;
  log: (line: string) => void;
}) {
  const pending = new Set<Promise<unknown>>();
  const deliveries: Delivery[] = [];

  /**
   * Sends one event of `type` about `object` to every subscribed endpoint, each up to
   * `attempts` times. True when no endpoint is subscribed or at least one accepted it (an
   * endpoint left behind by an old setup does not fail the others).
   */
  function deliver(type: FakeEventType, object: object, attempts = 3): Promise<boolean> {
    const payload = eventPayload(type, object);
    const objectId = (object as { id?: unknown }).id;
    const task = Promise.all(
      options.endpoints.subscribedTo(type).map(async (endpoint) => {
        const event = signedPayload(payload, endpoint.secret);
        for (let attempt = 0; attempt < attempts; attempt++) {
          if (attempt > 0) await new Promise((r) => setTimeout(r, 500 * attempt));
          const status = await deliverEvent(endpoint.url, event);
          options.log(`fake stripe: ${type} ${String(objectId)} -> ${endpoint.url} ${status}`);
          if (accepted(status) || attempt === attempts - 1) {
            deliveries.push({
              type,
              eventId: event.id,
              endpointId: endpoint.id,
              url: endpoint.url,
              status,
            });
            if (deliveries.length > recordedDeliveries) deliveries.shift();
            return accepted(status);
          }
        }
        return false;
      }),
    ).then((results) => results.length === 0 || results.some(Boolean));
    pending.add(task);
    void task.finally(() => pending.delete(task));
    return task;
  }

  return {
    deliver,
    /** The latest deliveries, oldest first (tests). */
    deliveries: (): readonly Delivery[] => deliveries,
    /** Resolves when the deliveries under way have finished. */
    idle: async () => {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
