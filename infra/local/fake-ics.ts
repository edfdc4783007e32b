/**
 * A local stand-in of a private calendar address (Google's 'hemmelig adresse', an Outlook or
 * iCloud published calendar), for the twin and the tests (decision 0038). It serves
 * `GET /{name}.ics` with what was set for that name, with an ETag (and answers 304 to a
 * matching If-None-Match), so the job's fetch is read exactly as a real one's.
 *
 * Programmed over HTTP: `PUT /_calendars/{name}` with `{ ics?, status?, failure? }` sets what
 * the name answers: `ics` the file (200, text/calendar), `status` another HTTP status (e.g.
 * 500, 404), `failure` one of `html` (a login page), `huge` (a 20 MB body), `timeout` (no
 * answer at all). `DELETE /_calendars` forgets them all; `GET /_requests` lists the requests so
 * far. An unknown name answers 404. The twin allows only this origin over http on 127.0.0.1
 * (`PRIVATE_CALENDAR_STAND_IN_ORIGIN`). Never in AWS.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenLocally, readRequestBody } from './local-http-server';
import type { ServiceHandle } from './process';

export interface StandInCalendar {
  ics?: string;
  status?: number;
  failure?: 'html' | 'huge' | 'timeout';
}

export interface FakeIcsHandle extends ServiceHandle {
  /** Sets what `/{name}.ics` answers (for tests in the same process). */
  set(name: string, calendar: StandInCalendar): void;
  /** The requests so far: path and whether they carried If-None-Match. */
  requests(): ReadonlyArray<{ path: string; conditional: boolean }>;
}

const loginPage =
  '<!doctype html><html><head><title>Log ind</title></head><body>Log ind</body></html>';

export async function startFakeIcs(port: number): Promise<FakeIcsHandle> {
  const calendars = new Map<string, StandInCalendar>();
  const log: Array<{ path: string; conditional: boolean }> = [];
  const hanging = new Set<ServerResponse>();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const programmed = /^\/_calendars\/([\w-]+)$/.exec(url.pathname);
    if (programmed && req.method === 'PUT') {
      calendars.set(
        programmed[1]!,
        JSON.parse((await readRequestBody(req)) || '{}') as StandInCalendar,
      );
      res.writeHead(204).end();
      return;
    }
    if (url.pathname === '/_calendars' && req.method === 'DELETE') {
      calendars.clear();
      res.writeHead(204).end();
      return;
    }
    if (url.pathname === '/_requests') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(log));
      return;
    }
    const name = /^\/([\w-]+)\.ics$/.exec(url.pathname)?.[1];
    const calendar = name ? calendars.get(name) : undefined;
    log.push({ path: url.pathname, conditional: Boolean(req.headers['if-none-match']) });
    if (!calendar)
      return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    if (calendar.failure === 'timeout') {
      hanging.add(res);
      return;
    }
    if (calendar.failure === 'html')
      return void res.writeHead(200, { 'content-type': 'text/html' }).end(loginPage);
    if (calendar.failure === 'huge') {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      const block = Buffer.alloc(1024 * 1024, 'X');
      for (let i = 0; i < 20 && !res.destroyed; i += 1) res.write(block);
      return void res.end();
    }
    if (calendar.status && calendar.status !== 200)
      return void res.writeHead(calendar.status, { 'content-type': 'text/plain' }).end('Fejl');
    const body = calendar.ics ?? '';
    const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304, { etag }).end();
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag }).end(body);
  }

  const server = await listenLocally(port, handle, (res) => res.writeHead(500).end());
  return {
    name: 'private calendar stand-in',
    url: server.url,
    port: server.port,
    set: (name, calendar) => calendars.set(name, calendar),
    requests: () => log,
    stop: async () => {
      for (const res of hanging) res.destroy();
      await server.stop();
    },
  };
}
