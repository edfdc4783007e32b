/** WebSocket connections (WS#{connectionId}), expiring after 24 h through TTL. */
import type { Gsi1 } from '@functions/data/keys';
import { connectionGsi1, connectionKey, lists } from '@functions/data/keys';
import { queryPartition } from '@functions/data/pagination';
import { deleteItem, putItem, type StoredItem } from '@functions/data/store';
import { hours, isExpired, ttlAfter } from '@functions/data/ttl';

export interface Connection {
  connection_id: string;
  /** The signed-in user of the connection, if any (for user-filtered booking updates). */
  user_id: string | null;
  /** Whether the user was an admin when connecting (admins hear about every booking). */
  is_admin: boolean;
  connected_at: string;
}

const toConnection = (item: StoredItem): Connection => ({
  connection_id: item.connection_id as string,
  user_id: (item.user_id as string | null | undefined) ?? null,
  is_admin: item.is_admin === true,
  connected_at: item.connected_at as string,
});

export async function addConnection(
  connectionId: string,
  userId: string | null = null,
  isAdmin = false,
): Promise<Connection> {
  const connection: Connection = {
    connection_id: connectionId,
    user_id: userId,
    is_admin: isAdmin,
    connected_at: new Date().toISOString(),
  };
  const index: Gsi1 = connectionGsi1(connectionId, connection.connected_at);
  await putItem({
    ...connectionKey(connectionId),
    ...index,
    entity: 'ws_connection',
    ...connection,
    ttl: ttlAfter(hours(24)),
  });
  return connection;
}

export async function removeConnection(connectionId: string): Promise<void> {
  await deleteItem(connectionKey(connectionId));
}

/** Open connections, oldest first; expired ones that TTL has not removed yet are skipped. */
export async function listConnections(): Promise<Connection[]> {
  const items = await queryPartition({ index: 'gsi1', partition: lists.connections });
  const now = new Date();
  return items.filter((i) => !isExpired(i.ttl, now)).map(toConnection);
}
