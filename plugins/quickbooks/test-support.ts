import type { EnqueueOptions } from '../../core/jobs/queue.ts';
import type { Kysely } from 'kysely';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { CoreDatabase } from '../../core/db/core-database.ts';
import { enqueue } from '../../core/jobs/queue.ts';
import type { JobService } from '../../core/plugin/define-plugin.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { dbOf } from '../invoicing/test-support.ts';
import type { QuickbooksDatabase } from './quickbooks.table.ts';
import { queueInvoiceSync } from './sync.service.ts';
import { ownTables, type TablesOf } from '../../core/db/own-tables.ts';

/** Where the fake company answers; the plugin reaches it through QUICKBOOKS_API_BASE_URL. */
export const FAKE_QUICKBOOKS_BASE_URL = 'https://quickbooks.test';
export const FAKE_REALM_ID = '9130350000000001';
export const FAKE_COMPANY_NAME = 'Sandbox Lab Books';

type Entity = Record<string, unknown> & { Id: string; SyncToken: string };

/** A fault the fake answers with instead of doing the work, for the next matching requests. */
export type FakeFault =
  | { kind: 'throttled' }
  | { kind: 'down' }
  | { kind: 'validation'; message: string; detail: string }
  | { kind: 'network' };

const ENTITIES = ['account', 'customer', 'item', 'invoice', 'payment'] as const;
type EntityName = (typeof ENTITIES)[number];
const TITLES: Record<EntityName, string> = {
  account: 'Account',
  customer: 'Customer',
  item: 'Item',
  invoice: 'Invoice',
  payment: 'Payment',
};

/**
 * A QuickBooks Online company in memory, speaking the v3 API the plugin uses: the OAuth token
 * endpoint (authorization code and refresh), company info, query, and create/read/update of
 * customers, items, invoices and payments with SyncTokens; an invoice answers the payments
 * linked to it, and voids only once none is applied. Tests inject throttling, outages,
 * network errors, validation faults and expired tokens, and count what was called.
 */
export class FakeQuickbooks {
  readonly records: Record<EntityName, Map<string, Entity>> = {
    account: new Map(),
    customer: new Map(),
    item: new Map(),
    invoice: new Map(),
    payment: new Map(),
  };
  /** Every data request, as `METHOD path`, for asserting what was called. */
  readonly calls: string[] = [];
  accessToken = '';
  refreshToken = '';
  /** Token endpoint calls by grant type. */
  readonly tokenGrants: string[] = [];
  /** Refresh tokens revoked through the revoke endpoint (a disconnect). */
  readonly revoked: string[] = [];
  /** When true, the refresh grant answers invalid_grant (the person revoked the app). */
  refreshRefused = false;
  private readonly faults: FakeFault[] = [];
  private nextId = 1;
  private tokenSerial = 0;

  constructor() {
    // A new company has its chart of accounts; items are booked to an income account.
    this.store('account', { Name: 'Services', AccountType: 'Income' });
  }

  /** The next `times` data requests fail this way. */
  fail(fault: FakeFault, times = 1): void {
    for (let i = 0; i < times; i += 1) this.faults.push(fault);
  }

  /** Clears the faults still queued (QuickBooks is back). */
  recover(): void {
    this.faults.length = 0;
  }

  /** The access token in hand stops working, as it does after an hour. */
  expireAccessToken(): void {
    this.accessToken = `expired-${this.accessToken}`;
  }

  /** A payment made in QuickBooks against an invoice. */
  addPayment(invoiceId: string, amount: number, when = new Date()): Entity {
    return this.store('payment', {
      TotalAmt: amount,
      TxnDate: when.toISOString().slice(0, 10),
      Line: [{ Amount: amount, LinkedTxn: [{ TxnId: invoiceId, TxnType: 'Invoice' }] }],
      MetaData: { CreateTime: when.toISOString(), LastUpdatedTime: when.toISOString() },
    });
  }

  find(name: EntityName, where: (entity: Entity) => boolean): Entity[] {
    return [...this.records[name].values()].filter(where);
  }

  handlers(base = FAKE_QUICKBOOKS_BASE_URL): HttpHandler[] {
    const company = `${base}/v3/company/:realm`;
    return [
      http.post(`${base}/oauth2/v1/tokens/bearer`, async ({ request }) => this.token(new URLSearchParams(await request.text()))),
      http.post(`${base}/oauth2/v1/tokens/revoke`, async ({ request }) => {
        const { token } = (await request.json()) as { token?: string };
        if (token !== this.refreshToken) return HttpResponse.json({ error: 'invalid_token' }, { status: 400 });
        this.revoked.push(token);
        this.accessToken = 'revoked';
        this.refreshToken = 'revoked';
        return new HttpResponse(null, { status: 200 });
      }),
      http.get(`${company}/companyinfo/:id`, ({ request }) =>
        this.guard(request, () => ({ CompanyInfo: { Id: '1', CompanyName: FAKE_COMPANY_NAME, SyncToken: '0' } })),
      ),
      http.get(`${company}/query`, ({ request }) =>
        this.guard(request, () => this.query(new URL(request.url).searchParams.get('query') ?? '')),
      ),
      http.get(`${company}/:entity/:id`, ({ request, params }) =>
        this.guard(request, () => {
          const name = entityName(params.entity);
          const found = this.records[name].get(String(params.id));
          return found ? { [TITLES[name]]: this.view(name, found) } : notFound(`${TITLES[name]} ${String(params.id)}`);
        }),
      ),
      http.post(`${company}/:entity`, async ({ request, params }) => {
        const body = (await request.clone().json()) as Record<string, unknown>;
        return this.guard(request, () => this.write(entityName(params.entity), body, new URL(request.url).searchParams.get('operation')));
      }),
    ];
  }

  private token(form: URLSearchParams) {
    const grant = form.get('grant_type') ?? '';
    this.tokenGrants.push(grant);
    const valid =
      (grant === 'authorization_code' && form.get('code') === 'good-code') ||
      (grant === 'refresh_token' && !this.refreshRefused && form.get('refresh_token') === this.refreshToken);
    if (!valid) return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
    this.tokenSerial += 1;
    this.accessToken = `access-${this.tokenSerial}`;
    this.refreshToken = `refresh-${this.tokenSerial}`;
    return HttpResponse.json({
      token_type: 'bearer',
      access_token: this.accessToken,
      refresh_token: this.refreshToken,
      expires_in: 3600,
      x_refresh_token_expires_in: 8_726_400,
    });
  }

  private guard(request: Request, answer: () => unknown): Response {
    const url = new URL(request.url);
    this.calls.push(`${request.method} ${url.pathname.replace(/^.*\/v3\/company\/[^/]+/, '')}`);
    if (request.headers.get('authorization') !== `Bearer ${this.accessToken}`) {
      return HttpResponse.json(
        {
          fault: {
            error: [{ message: 'message=AuthenticationFailed; errorCode=003200; statusCode=401', code: '3200' }],
            type: 'AUTHENTICATION',
          },
        },
        { status: 401 },
      );
    }
    const fault = this.faults.shift();
    if (fault?.kind === 'network') return HttpResponse.error();
    if (fault?.kind === 'throttled')
      return HttpResponse.json({ Fault: { Error: [{ Message: 'ThrottleExceeded', code: '003001' }], type: 'SERVICE' } }, { status: 429 });
    if (fault?.kind === 'down') return HttpResponse.text('Service Unavailable', { status: 503 });
    if (fault?.kind === 'validation') {
      return HttpResponse.json(
        {
          Fault: { Error: [{ Message: fault.message, Detail: fault.detail, code: '6000' }], type: 'ValidationFault' },
          time: new Date().toISOString(),
        },
        { status: 400 },
      );
    }
    const body = answer();
    if (body instanceof Response) return body;
    return HttpResponse.json({ ...(body as object), time: new Date().toISOString() });
  }

  private query(text: string) {
    const match = /^select \* from (\w+)(?: where (.*?))?(?: startposition \d+)?(?: maxresults \d+)?$/i.exec(text.trim());
    if (!match) return validation('QueryParserError', `Could not parse: ${text}`);
    const name = entityName(match[1]!.toLowerCase());
    const conditions = (match[2] ?? '').split(/ and /i).filter(Boolean);
    const rows = this.find(name, (entity) => conditions.every((condition) => matches(entity, condition))).map((entity) =>
      this.view(name, entity),
    );
    return { QueryResponse: rows.length > 0 ? { [TITLES[name]]: rows, startPosition: 1, maxResults: rows.length } : {} };
  }

  /** The payments applied to an invoice, and what each pays of it. */
  paymentsOf(invoiceId: string): { payment: Entity; amount: number }[] {
    return [...this.records.payment.values()].flatMap((payment) => {
      const lines = (payment.Line as { Amount?: number; LinkedTxn?: { TxnId: string; TxnType: string }[] }[] | undefined) ?? [];
      const amount = lines
        .filter((line) => (line.LinkedTxn ?? []).some((linked) => linked.TxnType === 'Invoice' && linked.TxnId === invoiceId))
        .reduce((sum, line) => sum + Number(line.Amount ?? 0), 0);
      return amount > 0 ? [{ payment, amount }] : [];
    });
  }

  /** An entity as QuickBooks answers it: an invoice with its payments linked and its balance left after them. */
  private view(name: EntityName, entity: Entity): Entity {
    if (name !== 'invoice') return entity;
    const paid = this.paymentsOf(entity.Id);
    return {
      ...entity,
      LinkedTxn: paid.map(({ payment }) => ({ TxnId: payment.Id, TxnType: 'Payment' })),
      Balance: Number(entity.TotalAmt ?? 0) - paid.reduce((sum, { amount }) => sum + amount, 0),
    };
  }

  /** QuickBooks refuses to void an invoice that still has a payment applied; voided, it keeps its number with zero amounts. */
  private voidInvoice(body: Record<string, unknown>) {
    const current = this.records.invoice.get(String(body.Id));
    if (!current) return notFound(`Invoice ${String(body.Id)}`);
    if (String(body.SyncToken) !== current.SyncToken) return validation('Stale Object Error', `Invoice ${current.Id}`);
    if (this.paymentsOf(current.Id).length > 0) {
      return validation('Business Validation Error', 'This transaction has a payment applied. Remove the payment before voiding it.');
    }
    const lines = (current.Line as Record<string, unknown>[] | undefined) ?? [];
    const voided: Entity = {
      ...current,
      Line: lines.map((line) => ({ ...line, Amount: 0 })),
      TotalAmt: 0,
      Balance: 0,
      PrivateNote: 'Voided',
      SyncToken: String(Number(current.SyncToken) + 1),
    };
    this.records.invoice.set(current.Id, voided);
    return { Invoice: voided };
  }

  private write(name: EntityName, body: Record<string, unknown>, operation: string | null) {
    if (operation === 'void' && name === 'invoice') return this.voidInvoice(body);
    if (operation === 'delete') {
      const deleted = this.records[name].get(String(body.Id));
      if (!deleted || String(body.SyncToken) !== deleted.SyncToken)
        return validation('Stale Object Error', `${TITLES[name]} ${String(body.Id)}`);
      this.records[name].delete(deleted.Id);
      return { [TITLES[name]]: { Id: deleted.Id, status: 'Deleted' } };
    }
    if (operation !== 'update') {
      if (name === 'customer' && this.find('customer', (c) => c.DisplayName === body.DisplayName).length > 0) {
        return validation('Duplicate Name Exists Error', `The name supplied already exists. : Id=${String(body.DisplayName)}`);
      }
      return { [TITLES[name]]: this.store(name, body) };
    }
    const current = this.records[name].get(String(body.Id));
    if (!current) return notFound(`${TITLES[name]} ${String(body.Id)}`);
    if (String(body.SyncToken) !== current.SyncToken) {
      return validation('Stale Object Error', `You and ${String(body.Id)} were working on this at the same time.`);
    }
    const { sparse: _sparse, ...fields } = body;
    const updated: Entity = { ...current, ...fields, Id: current.Id, SyncToken: String(Number(current.SyncToken) + 1) };
    this.records[name].set(current.Id, withTotal(name, updated));
    return { [TITLES[name]]: updated };
  }

  private store(name: EntityName, body: Record<string, unknown>): Entity {
    const entity = withTotal(name, { ...body, Id: String(this.nextId), SyncToken: '0' });
    this.nextId += 1;
    this.records[name].set(entity.Id, entity);
    return entity;
  }
}

function entityName(value: unknown): EntityName {
  const name = String(value).toLowerCase();
  if (!(ENTITIES as readonly string[]).includes(name)) throw new Error(`The fake QuickBooks does not serve ${name}`);
  return name as EntityName;
}

/** An invoice's total, as QuickBooks computes it from its lines (a void one stays at zero). */
function withTotal(name: EntityName, entity: Entity): Entity {
  if (name !== 'invoice' || entity.PrivateNote === 'Voided') return entity;
  const lines = (entity.Line as { Amount?: number }[] | undefined) ?? [];
  const total = lines.reduce((sum, line) => sum + Number(line.Amount ?? 0), 0);
  return { ...entity, TotalAmt: total, Balance: total };
}

/** One `Field op 'value'` condition of a query; DisplayName, Name, Id and MetaData.LastUpdatedTime are what the plugin asks. */
function matches(entity: Entity, condition: string): boolean {
  const match = /^([\w.]+)\s*(=|>=|>)\s*'((?:[^']|\\')*)'$/.exec(condition.trim());
  if (!match) return false;
  const [, field, op, raw] = match;
  const value = raw!.replace(/\\'/g, "'");
  const actual = field!.split('.').reduce<unknown>((obj, key) => (obj as Record<string, unknown> | undefined)?.[key], entity);
  if (op === '=') return String(actual) === value;
  const a = new Date(String(actual)).getTime();
  const b = new Date(value).getTime();
  return op === '>' ? a > b : a >= b;
}

function validation(message: string, detail: string): Response {
  return HttpResponse.json(
    { Fault: { Error: [{ Message: message, Detail: detail, code: '6000' }], type: 'ValidationFault' } },
    { status: 400 },
  );
}

function notFound(what: string): Response {
  return validation(
    'Object Not Found',
    `Object Not Found : Something you're trying to use has been made inactive. Check the fields with accounts, customers, items, vendors or employees. ${what}`,
  );
}

/** The settings a test portal uses to reach the fake company (set with `vi.stubEnv` or in the environment of a server). */
export const FAKE_QUICKBOOKS_ENV = {
  QUICKBOOKS_CLIENT_ID: 'lab-portal-client',
  QUICKBOOKS_CLIENT_SECRET: 'lab-portal-secret',
  QUICKBOOKS_REDIRECT_URI: 'http://localhost/admin/quickbooks/callback',
  QUICKBOOKS_API_BASE_URL: FAKE_QUICKBOOKS_BASE_URL,
  QUICKBOOKS_TOKEN_KEY: Buffer.alloc(32, 7).toString('base64'),
  QUICKBOOKS_WEBHOOK_VERIFIER: 'verifier-token',
} as const;

/** Core's queue, as a plugin's `ctx.jobs` uses it. */
const testJobs: JobService = {
  enqueue: async <D>(db: Kysely<D>, name: string, data: Record<string, unknown>, options?: EnqueueOptions) =>
    void (await enqueue(ownTables<CoreDatabase, D>(db), name, data, options)),
};

/**
 * Writes an invoice of the demo customer (two specimen rows, the second free through its
 * discount, and a trip charge: $45) and queues its sync in the same transaction, as invoicing's
 * write does through `invoiceWritten`; with `invoiceId`, queues an update of that invoice.
 */
export async function writeTestInvoice(
  t: TestPortal,
  options: { action?: 'created' | 'updated'; invoiceId?: number | undefined } = {},
): Promise<number> {
  const db = dbOf(t);
  const { customerId } = await db
    .selectFrom('users')
    .select('customerId')
    .where('email', '=', 'customer@demo.lab')
    .executeTakeFirstOrThrow();
  const { id: sampleTypeId } = await db
    .selectFrom('sampleTypes')
    .select('id')
    .where('nonSpecimen', '=', false)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return db.transaction().execute(async (trx) => {
    let id = options.invoiceId;
    if (id === undefined) {
      const invoice = { customerId: customerId!, invoiceDate: '2026-11-02', dueDate: '2026-12-02', totalAmt: '45.00', balance: '45.00' };
      id = (await trx.insertInto('invoices').values(invoice).returning('id').executeTakeFirstOrThrow()).id;
      await trx
        .insertInto('invoiceItems')
        .values([
          { invoiceId: id, kind: 'specimen', sampleTypeId, description: 'Cylinder 1001.1.1', qty: 1, rate: '20.00', amount: '20.00' },
          {
            invoiceId: id,
            kind: 'specimen',
            sampleTypeId,
            description: 'Cylinder 1001.1.2',
            qty: 1,
            rate: '20.00',
            amount: '20.00',
            discountAmt: '20.00',
          },
          { invoiceId: id, kind: 'trip', description: 'Trip Charge', qty: 1, rate: '25.00', amount: '25.00', sortOrder: 2 },
        ])
        .execute();
    }
    await queueInvoiceSync(ownTables<QuickbooksDatabase, TablesOf<typeof db>>(trx), testJobs, {
      invoiceId: id,
      action: options.action ?? 'created',
    });
    return id;
  });
}
