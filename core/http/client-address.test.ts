import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../config.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import { clientAddress } from './client-address.ts';

/** The address `clientAddress` gives a request from `peer` carrying `forwarded`. */
async function addressOf(trustProxy: string[], peer: string, forwarded?: string): Promise<string> {
  const app = new Hono();
  const resolve = clientAddress(() => peer, trustProxy);
  app.get('/', (c) => c.text(resolve(c)));
  const response = await app.request('/', { headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } });
  return response.text();
}

describe('the address a request comes from', () => {
  it("is the socket's without TRUST_PROXY, whatever X-Forwarded-For says", async () => {
    expect(await addressOf([], '10.0.0.2', '203.0.113.7')).toBe('10.0.0.2');
  });

  it('is the one a trusted proxy forwarded, read from the right past every trusted proxy', async () => {
    expect(await addressOf(['10.0.0.2'], '10.0.0.2', '203.0.113.7')).toBe('203.0.113.7');
    // A client's own X-Forwarded-For comes first: the proxy appends the address it saw.
    expect(await addressOf(['10.0.0.2'], '10.0.0.2', '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressOf(['10.0.0.0/8'], '10.0.0.2', '203.0.113.7, 10.1.1.1')).toBe('203.0.113.7');
    expect(await addressOf(['loopback'], '::ffff:127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
  });

  it('ignores X-Forwarded-For from anybody but a trusted proxy', async () => {
    expect(await addressOf(['10.0.0.2'], '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(await addressOf(['10.0.0.2'], '10.0.0.2')).toBe('10.0.0.2');
  });

  it('refuses a TRUST_PROXY entry that is no address or range, naming it', () => {
    expect(() => resolveConfig({ plugins: [] }, { TRUST_PROXY: '10.0.0.1, proxy.lab' }, '0')).toThrow(/proxy\.lab/);
    expect(resolveConfig({ plugins: [] }, { TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }, '0').trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
    ]);
    expect(resolveConfig({ plugins: [] }, {}, '0').trustProxy).toEqual([]);
  });
});

describe('the sign-in limit per address behind a proxy', () => {
  let behindProxy: TestPortal;
  beforeAll(async () => {
    behindProxy = await createTestPortal({ config: { trustProxy: ['10.9.9.9'] } });
  }, 120_000);
  afterAll(() => behindProxy.close());

  // The test portal's socket address is `x-test-ip`: here the proxy's.
  // A new account each time, so that only the address's count can refuse.
  let attempt = 0;
  const signIn = (t: TestPortal, client: string, password = 'wrong') =>
    t.request('/auth/local', {
      json: { username: `someone${(attempt += 1)}@elsewhere.example`, password },
      headers: { 'x-test-ip': '10.9.9.9', 'x-forwarded-for': client },
    });

  it('counts each client on its own, so one client failing 30 times locks out only itself', async () => {
    for (let n = 1; n <= 30; n += 1) expect((await signIn(behindProxy, '203.0.113.10')).status).toBe(401);
    expect((await signIn(behindProxy, '203.0.113.10')).status).toBe(429);
    expect((await signIn(behindProxy, '203.0.113.11')).status).toBe(401);
  });
});
