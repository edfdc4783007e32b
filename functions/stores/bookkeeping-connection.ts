/**
 * The bookkeeping connection as the table knows it (SETTINGS / BOOKKEEPING, decision 0036):
 * whether e-conomic is connected (since when), whether e-conomic has since refused the grant, and
 * the account mapping the owner set. The grant itself is never here: it is the e-conomic
 * secret's (functions/capabilities/bookkeeping/economic-grant.ts).
 */
import {
  defaultEconomicMapping,
  economicMappingSchema,
  type EconomicMapping,
} from '@shared/api/economic';
import { bookkeepingConnectionKey } from '@functions/data/keys';
import { getItem, putItem } from '@functions/data/store';

export interface BookkeepingConnection {
  /** When the grant was given; absent when not connected. */
  connectedAt?: string;
  /** e-conomic refused the grant (expired, revoked) since it was connected: pushes wait. */
  refusedAt?: string;
  mapping: EconomicMapping;
}

export async function getBookkeepingConnection(): Promise<BookkeepingConnection> {
  const item = await getItem(bookkeepingConnectionKey, true);
  // A mapping saved before a field existed keeps its own values and takes the new one's default.
  const stored: unknown = item?.mapping;
  const mapping = economicMappingSchema.safeParse(
    typeof stored === 'object' && stored !== null
      ? { ...defaultEconomicMapping, ...stored }
      : stored,
  );
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const connectedAt = text(item?.connected_at);
  const refusedAt = text(item?.refused_at);
  return {
    ...(connectedAt ? { connectedAt } : {}),
    ...(refusedAt ? { refusedAt } : {}),
    mapping: mapping.success ? mapping.data : defaultEconomicMapping,
  };
}

async function save(connection: BookkeepingConnection): Promise<BookkeepingConnection> {
  await putItem({
    ...bookkeepingConnectionKey,
    entity: 'bookkeeping_connection',
    system: 'economic',
    ...(connection.connectedAt ? { connected_at: connection.connectedAt } : {}),
    ...(connection.refusedAt ? { refused_at: connection.refusedAt } : {}),
    mapping: connection.mapping,
  });
  return connection;
}

/** Connected now (a refusal before is forgotten). */
export async function saveConnected(now: Date): Promise<BookkeepingConnection> {
  const { mapping } = await getBookkeepingConnection();
  return save({ connectedAt: now.toISOString(), mapping });
}

/** Not connected any more; the mapping stays for the next connection. */
export async function saveDisconnected(): Promise<BookkeepingConnection> {
  const { mapping } = await getBookkeepingConnection();
  return save({ mapping });
}

export async function saveMapping(mapping: EconomicMapping): Promise<BookkeepingConnection> {
  return save({ ...(await getBookkeepingConnection()), mapping });
}

/** e-conomic refused the grant: the job stops pushing until the owner connects again. */
export async function markGrantRefused(now: Date): Promise<void> {
  const connection = await getBookkeepingConnection();
  if (connection.refusedAt || !connection.connectedAt) return;
  await save({ ...connection, refusedAt: now.toISOString() });
}
