import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quickbooksErrorMessage } from './errors.ts';
import { exchangeCode, type TokenSet } from './oauth.ts';
import { QboClient, type ConnectionStore } from './qbo-client.ts';
import { quickbooksSettings } from './settings.ts';
import { FAKE_QUICKBOOKS_BASE_URL, FAKE_REALM_ID, FakeQuickbooks } from './test-support.ts';

const settings = quickbooksSettings({
  QUICKBOOKS_CLIENT_ID: 'client',
  QUICKBOOKS_CLIENT_SECRET: 'secret',
  QUICKBOOKS_REDIRECT_URI: 'http://localhost/admin/quickbooks/callback',
  QUICKBOOKS_API_BASE_URL: FAKE_QUICKBOOKS_BASE_URL,
});

let fake = new FakeQuickbooks();
const server = setupServer();

class MemoryStore implements ConnectionStore {
  tokens: TokenSet | undefined;
  attention: string | undefined;
  async load() {
    return this.tokens ? { realmId: FAKE_REALM_ID, tokens: this.tokens } : undefined;
  }
  async saveTokens(tokens: TokenSet) {
    this.tokens = tokens;
  }
  async markNeedsAttention(reason: string) {
    this.attention = reason;
  }
}

let store: MemoryStore;
let waits: number[];
let client: QboClient;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  fake = new FakeQuickbooks();
  server.resetHandlers(...fake.handlers());
  store = new MemoryStore();
  store.tokens = await exchangeCode(settings, 'good-code');
  waits = [];
  client = new QboClient(settings, store, { sleep: async (ms) => void waits.push(ms) });
});
afterEach(() => server.resetHandlers());

describe('the QuickBooks client on node-quickbooks', () => {
  it('creates and finds a customer through the v3 API (msw sees the axios calls of the library)', async () => {
    const created = await client.create('Customer', { DisplayName: "O'Brien Concrete" });
    const found = await client.find('Customer', [{ field: 'DisplayName', value: "O'Brien Concrete", operator: '=' }]);
    expect(found.map((c) => c.Id)).toEqual([created.Id]);
    expect(await client.companyName(FAKE_REALM_ID)).toBe('Sandbox Lab Books');
  });

  it('refreshes the tokens on a 401 and repeats the call once', async () => {
    fake.expireAccessToken();
    const created = await client.create('Item', { Name: 'Trip Charge', Type: 'Service' });
    expect(created.Name).toBe('Trip Charge');
    expect(fake.tokenGrants).toEqual(['authorization_code', 'refresh_token']);
    expect(store.tokens?.accessToken).toBe(fake.accessToken);
  });

  it('refreshes before a call when the access token expires within five minutes', async () => {
    store.tokens = { ...store.tokens!, accessExpiresAt: new Date(Date.now() + 60_000) };
    await client.find('Item', [{ field: 'Name', value: 'Fuel Charge', operator: '=' }]);
    expect(fake.tokenGrants).toEqual(['authorization_code', 'refresh_token']);
    expect(fake.calls).toEqual(['GET /query']);
  });

  it('marks the connection as needing attention when the refresh is refused', async () => {
    fake.expireAccessToken();
    fake.refreshRefused = true;
    await expect(client.create('Item', { Name: 'Fuel' })).rejects.toMatchObject({
      message: quickbooksErrorMessage(
        'QuickBooks needs to be connected again',
        'the refresh of its tokens was refused; an admin must connect it again',
      ),
      retryable: true,
    });
    expect(store.attention).toBe('[QuickbooksError] QuickBooks refused the sign-in: invalid_grant');
  });

  it('waits and tries again after a 429, then succeeds', async () => {
    fake.fail({ kind: 'throttled' });
    const item = await client.create('Item', { Name: 'Late Fee' });
    expect(item.Id).toBeTruthy();
    expect(waits).toEqual([500]);
  });

  it('backs off on 5xx and network faults, doubling the wait, and hands a retryable fault on after the last try', async () => {
    fake.fail({ kind: 'down' }, 2);
    fake.fail({ kind: 'network' });
    await expect(client.create('Item', { Name: 'Discount' })).rejects.toMatchObject({
      retryable: true,
      message: expect.stringMatching(/^\[QuickbooksError\] QuickBooks could not be reached/),
    });
    expect(waits).toEqual([500, 1000]);
    expect(fake.records.item.size).toBe(0);
  });

  it('does not retry a ValidationFault and words it as message: detail', async () => {
    fake.fail({ kind: 'validation', message: 'Business Validation Error', detail: 'Select a customer for this invoice.' }, 3);
    await expect(client.create('Invoice', { Line: [] })).rejects.toMatchObject({
      message: '[QuickbooksError] Business Validation Error: Select a customer for this invoice.',
      retryable: false,
    });
    expect(waits).toEqual([]);
    expect(fake.calls).toHaveLength(1);
  });

  it('updates an invoice with its current SyncToken, and a stale one is a fault', async () => {
    const invoice = await client.create('Invoice', {
      DocNumber: '1001',
      CustomerRef: { value: '1' },
      Line: [{ Amount: 10, DetailType: 'SalesItemLineDetail' }],
    });
    const updated = await client.update('Invoice', {
      Id: invoice.Id,
      SyncToken: invoice.SyncToken,
      Line: [{ Amount: 25, DetailType: 'SalesItemLineDetail' }],
    });
    expect(updated.SyncToken).toBe('1');
    expect((await client.read('Invoice', invoice.Id)).TotalAmt).toBe(25);
    await expect(client.update('Invoice', { Id: invoice.Id, SyncToken: '0', Line: [] })).rejects.toMatchObject({
      message: expect.stringMatching(/^\[QuickbooksError\] Stale Object Error: /),
    });
  });

  it('says QuickBooks is not connected when there are no tokens', async () => {
    store.tokens = undefined;
    await expect(client.find('Payment', [])).rejects.toMatchObject({
      message: '[QuickbooksError] QuickBooks is not connected: an admin must connect it',
    });
  });
});
