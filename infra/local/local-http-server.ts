/**
 * How the twin's small HTTP stand-ins (the route calculator, DMI's forecast) listen and stop:
 * on 127.0.0.1 at `port` (0 for any free port), with a handler whose failure answers 500 (or
 * drops the connection once an answer has begun), and a stop that closes every connection.
 */
import http from 'node:http';

export interface LocalHttpServer {
  port: number;
  url: string;
  stop(): Promise<void>;
}

/** A request's whole body as text. */
export function readRequestBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function listenLocally(
  port: number,
  handle: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>,
  answerFailure: (res: http.ServerResponse, error: unknown) => void,
): Promise<LocalHttpServer> {
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) answerFailure(res, error);
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: actualPort,
    url: `http://127.0.0.1:${actualPort}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
