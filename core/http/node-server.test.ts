import { connect, type AddressInfo, type Socket } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import { JSON_BODY_LIMIT } from './body-limit.ts';
import { nodeServerOptions } from './node-server.ts';

/** A raw connection: what it received, and whether the server closed it. */
interface Connection {
  socket: Socket;
  received: () => string;
  closed: Promise<void>;
}

function open(port: number): Promise<Connection> {
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = connect(port, '127.0.0.1');
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    // The server may close while a test still writes: that is what it is for.
    socket.on('error', () => undefined);
    socket.once('connect', () => resolve({ socket, received: () => text, closed }));
    socket.once('error', reject);
  });
}

/** The status line and headers of the first answer on a connection, lower-cased. */
function head(text: string): string {
  return text.split('\r\n\r\n')[0]!.toLowerCase();
}

/**
 * Bodies as a careless or hostile client sends them, to the portal served by Node as `npm start`
 * serves it (with a request time limit of two seconds instead of a minute).
 */
describe('large and slow request bodies on a real connection', () => {
  let t: TestPortal;
  let server: ServerType;
  let port: number;

  beforeAll(async () => {
    t = await createTestPortal();
    server = serve({ fetch: t.portal.app.fetch, port: 0, hostname: '127.0.0.1', serverOptions: nodeServerOptions(2_000) });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    port = (server.address() as AddressInfo).port;
  }, 120_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.close();
  });

  const signInHeaders = (extra: string) =>
    `POST /auth/local HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
    `Content-Type: application/json\r\nConnection: keep-alive\r\n${extra}\r\n`;

  it.each([
    ['by its length', `Content-Length: ${JSON_BODY_LIMIT * 4}\r\n`, (part: string) => part],
    ['while it streams', 'Transfer-Encoding: chunked\r\n', (part: string) => `${part.length.toString(16)}\r\n${part}\r\n`],
  ])('answers a body over the limit (%s) with 413 and closes the connection, its rest unread', async (_how, header, frame) => {
    const connection = await open(port);
    connection.socket.write(signInHeaders(header));
    const part = 'x'.repeat(64 * 1024);
    // Keep sending, as a client that does not read answers would, until the server closes.
    let sent = 0;
    const writing = setInterval(() => {
      if (!connection.socket.destroyed && sent < JSON_BODY_LIMIT * 4) {
        connection.socket.write(frame(part));
        sent += part.length;
      }
    }, 5);
    await connection.closed;
    clearInterval(writing);
    expect(head(connection.received())).toMatch(/^http\/1\.1 413 /);
    expect(head(connection.received())).toContain('connection: close');
    expect(sent).toBeLessThan(JSON_BODY_LIMIT * 4);
  });

  it('serves the next request whole after a refused body, every time', async () => {
    for (let round = 0; round < 5; round += 1) {
      const big = await fetch(`http://127.0.0.1:${port}/auth/local`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
        body: JSON.stringify({ username: 'admin@demo.lab', password: 'x'.repeat(JSON_BODY_LIMIT) }),
      });
      expect(big.status).toBe(413);
      await big.arrayBuffer();
      const next = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(next.status).toBe(200);
    }
  });

  it('cuts off a body that trickles in with 408, long before it could finish', async () => {
    const connection = await open(port);
    const length = 200;
    connection.socket.write(signInHeaders(`Content-Length: ${length}\r\n`));
    // One byte every 250 ms would take 50 s; the limit is 2 s.
    let sent = 0;
    const trickle = setInterval(() => {
      if (!connection.socket.destroyed && sent < length) {
        connection.socket.write('x');
        sent += 1;
      }
    }, 250);
    await connection.closed;
    clearInterval(trickle);
    expect(head(connection.received())).toMatch(/^http\/1\.1 408 /);
    expect(head(connection.received())).toContain('connection: close');
    expect(sent).toBeLessThan(length / 2);
  });
});
