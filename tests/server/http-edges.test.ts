import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, send, startServer, type TestServer } from './helpers.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startServer({
    hsts: true,
    timeouts: { headersMs: 500, requestMs: 1000, keepAliveMs: 500, idleMs: 1500 },
  });
});

afterAll(async () => {
  await server.close();
});

interface RawExchange {
  text: string;
  closedAfter: number;
}

/** Writes `chunks` to a fresh connection and reads until the server closes it (or 8 s). */
function exchange(port: number, chunks: readonly string[]): Promise<RawExchange> {
  return new Promise((resolve) => {
    const started = performance.now();
    let text = '';
    const socket = connect(port, '127.0.0.1', () => {
      for (const chunk of chunks) socket.write(chunk);
    });
    const finish = () => {
      clearTimeout(guard);
      resolve({ text, closedAfter: performance.now() - started });
    };
    const guard = setTimeout(() => {
      socket.destroy();
      resolve({ text, closedAfter: Number.POSITIVE_INFINITY });
    }, 8000);
    socket.on('data', (chunk) => {
      text += chunk.toString();
    });
    socket.on('close', finish);
    socket.on('error', () => undefined);
  });
}

function headersOf(text: string): Record<string, string> {
  const [head = ''] = text.split('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n').slice(1)) {
    const index = line.indexOf(':');
    headers[line.slice(0, index).trim().toLowerCase()] = line.slice(index + 1).trim();
  }
  return headers;
}

function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['content-security-policy']).toContain("default-src 'none'");
  expect(headers['strict-transport-security']).toContain('max-age=');
}

describe("errors from Node's HTTP parser", () => {
  it('a malformed request line gets 400 with the security headers', async () => {
    const { text } = await exchange(server.port, ['GET / HTTP/1.1 junk\r\n\r\n']);
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expectSecurityHeaders(headersOf(text));
    expect(headersOf(text)['content-type']).toContain('text/plain');
  });

  it('headers over the size limit get 431 with the security headers', async () => {
    const { text } = await exchange(server.port, [
      `GET / HTTP/1.1\r\nHost: workwear.localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    ]);
    expect(text).toMatch(/^HTTP\/1\.1 431 /);
    expectSecurityHeaders(headersOf(text));
  });

  it('a URL that cannot be decoded gets a plain 400 that does not echo it', async () => {
    const response = await send(server.port, {
      path: '/%c0%ae%c0%ae/<script>alert(1)</script>',
      host: 'workwear.localhost',
    });
    expect(response.status).toBe(400);
    expectSecurityHeaders(response.headers);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.text).not.toContain('script');
    expect(response.text).not.toContain('%c0');
  });
});

describe('timeouts', () => {
  it('closes a connection that sends nothing', async () => {
    const { closedAfter } = await exchange(server.port, []);
    expect(closedAfter).toBeGreaterThan(400);
    expect(closedAfter).toBeLessThan(4000);
  });

  it('closes a connection that sends part of a body and goes silent', async () => {
    const client = new Client(server.port, 'workwear.localhost');
    await client.visit('/contact');
    const token = client.cookies['XSRF-TOKEN'] ?? '';
    const { text, closedAfter } = await exchange(server.port, [
      [
        'POST /api/contact HTTP/1.1',
        'Host: workwear.localhost',
        `Cookie: ${client.cookieHeader()}`,
        `X-XSRF-TOKEN: ${token}`,
        'Content-Type: application/json',
        'Content-Length: 400',
        '',
        '{"name":"Ada",',
      ].join('\r\n'),
    ]);
    expect(token).not.toBe('');
    expect(closedAfter).toBeGreaterThan(900);
    expect(closedAfter).toBeLessThan(4000);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expectSecurityHeaders(headersOf(text));
  });

  it('keeps serving ordinary requests', async () => {
    const page = await send(server.port, { path: '/', host: 'workwear.localhost' });
    expect(page.status).toBe(200);
  });
});
