/**
 * Live updates for a signed-in user: a WebSocket to `{websocketUrl}?token=<access token>`.
 * Each `{type:'changed', entities}` message makes the matching cached queries stale, so
 * open pages re-fetch (credits in the navbar re-read `GET /api/me` on 'profile').
 * Reconnects with exponential backoff; loaded lazily after the first paint.
 */
import type { QueryClient } from '@tanstack/react-query';
import { loadWebConfig, websocketUrlOf } from '../api/web-config';
import { getValidAccessToken } from '../session/session-manager';
import { parseChangedMessage, queryKeysForChanges } from './live-query-keys';
import { reconnectDelayMs } from './reconnect-delay';

/** API Gateway closes idle sockets after 10 minutes; a ping keeps this one open. */
const keepAliveMs = 5 * 60_000;

export function startLiveUpdates(queryClient: QueryClient): () => void {
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
      const [config, token] = await Promise.all([loadWebConfig(), getValidAccessToken()]);
      if (stopped) return;
      if (!token) return; // signed out meanwhile: the provider stops us
      const base = websocketUrlOf(config, window.location);
      url = `${base}${base.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
    } catch {
      scheduleReconnect();
      return;
    }
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => {
      // Changes made while disconnected were missed: re-read what belongs to the user.
      if (attempt > 0) void queryClient.invalidateQueries({ queryKey: ['me'] });
      attempt = 0;
      pingTimer = setInterval(() => {
        if (ws.readyState === WebSocket.OPEN) ws.send('{"type":"ping"}');
      }, keepAliveMs);
    };
    ws.onmessage = (event: MessageEvent) => {
      const message = parseChangedMessage(event.data);
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
