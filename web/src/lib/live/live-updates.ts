/**
 * Live updates for every open page: a WebSocket to `{websocketUrl}`, with
 * `?token=<access token>` for a signed-in user (who also hears about their own bookings and
 * credits). Each `{type:'changed', entities}` message makes the matching cached queries
 * stale, so open pages re-fetch (public lists for visitors too; credits in the navbar
 * re-read `GET /api/me` on 'profile'). Reconnects with exponential backoff; loaded lazily
 * after the first paint.
 */
import type { QueryClient } from '@tanstack/react-query';
import { loadWebConfig, websocketUrlOf } from '../web-config';
import { meKey } from '../shell-query-keys';
import { parseLiveMessage, publicListKeys, queryKeysForChanges } from './live-query-keys';
import { reconnectDelayMs } from './reconnect-delay';

/** API Gateway closes idle sockets after 10 minutes; a ping keeps this one open. */
const keepAliveMs = 5 * 60_000;

export interface LiveUpdatesOptions {
  /** Connect with the user's access token (false: anonymously, public changes only). */
  signedIn: boolean;
}

export function startLiveUpdates(
  queryClient: QueryClient,
  { signedIn }: LiveUpdatesOptions = { signedIn: true },
): () => void {
  let socket: WebSocket | undefined;
  let attempt = 0;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  const scheduleReconnect = () => {
    if (stopped) return;
    clearInterval(pingTimer);
    retryTimer = setTimeout(() => void connect(), reconnectDelayMs(attempt));
    attempt += 1;
  };

  const connect = async () => {
    if (stopped) return;
    let url: string;
    try {
      const [config, token] = await Promise.all([
        loadWebConfig(),
        // Only a signed-in user's page loads the session code (a visitor's never does).
        signedIn
          ? import('../auth/session/session-manager').then((s) => s.getValidAccessToken())
          : Promise.resolve(null),
      ]);
      if (stopped) return;
      if (signedIn && !token) return; // signed out meanwhile: the provider restarts us
      const base = websocketUrlOf(config, window.location);
      url = token
        ? `${base}${base.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`
        : base;
    } catch {
      scheduleReconnect();
      return;
    }
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => {
      // Changes made while disconnected were missed: re-read the lists and the user's data.
      if (attempt > 0) {
        for (const queryKey of publicListKeys) void queryClient.invalidateQueries({ queryKey });
        if (signedIn) void queryClient.invalidateQueries({ queryKey: meKey });
      }
      attempt = 0;
      pingTimer = setInterval(() => {
        if (ws.readyState === WebSocket.OPEN) ws.send('{"type":"ping"}');
      }, keepAliveMs);
    };
    ws.onmessage = (event: MessageEvent) => {
      const message = parseLiveMessage(event.data);
      if (!message) return;
      for (const queryKey of queryKeysForChanges(message.entities)) {
        void queryClient.invalidateQueries({ queryKey });
      }
    };
    ws.onclose = () => {
      if (socket === ws) socket = undefined;
      scheduleReconnect();
    };
  };

  void connect();

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    socket?.close(1000);
    socket = undefined;
  };
}
