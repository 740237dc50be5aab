import QuickBooks from 'node-quickbooks';
import { faultOf, QuickbooksError } from './errors.ts';
import { refreshTokens, type TokenSet } from './oauth.ts';
import type { QuickbooksSettings } from './settings.ts';

/** Where the client keeps the connection: the company and its tokens (encrypted by the store). */
export interface ConnectionStore {
  load(): Promise<{ realmId: string; tokens: TokenSet } | undefined>;
  saveTokens(tokens: TokenSet): Promise<void>;
  /** A refresh was refused: the connection needs a person to connect again. */
  markNeedsAttention(reason: string): Promise<void>;
}

export interface ClientOptions {
  /** Tries of one call before a retryable fault is handed to the job (which retries later). */
  tries?: number;
  /** The first wait between tries; doubled each time. */
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
}

export type QboEntity = Record<string, unknown> & { Id: string; SyncToken: string };

export const NOT_CONNECTED = 'QuickBooks is not connected';
/** Who can act when nothing is connected: only an admin opens the QuickBooks page (decision 193). */
export const NOT_CONNECTED_DETAIL = 'an admin must connect it';
/** Refresh this long before the access token expires, so a call never starts with a token about to die. */
const REFRESH_MARGIN_MS = 5 * 60_000;

type Callback = (error: unknown, data: unknown) => void;
type Qbo = Record<string, (...args: unknown[]) => void> & { endpoint: string };

/**
 * The QuickBooks Online API the plugin uses, on node-quickbooks: tokens refreshed before they
 * expire and on a 401, throttling, 5xx and network faults tried again with backoff, and every
 * fault turned into a QuickbooksError worded for the invoice screen.
 */
export class QboClient {
  readonly #options: Required<ClientOptions>;

  constructor(
    private readonly settings: QuickbooksSettings,
    private readonly store: ConnectionStore,
    options: ClientOptions = {},
  ) {
    this.#options = {
      tries: 3,
      backoffMs: 500,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      now: () => new Date(),
      ...options,
    };
  }

  companyName(realmId: string): Promise<string> {
    return this.#call<{ CompanyName: string }>('getCompanyInfo', [realmId]).then((info) => info.CompanyName);
  }

  /** Rows of a query: `select * from {entity} where {field} = '{value}' and ...`. */
  async find(
    entity: 'Account' | 'Customer' | 'Item' | 'Invoice' | 'Payment',
    criteria: { field: string; value: string; operator: '=' | '>' }[],
  ): Promise<QboEntity[]> {
    const answer = await this.#call<{ QueryResponse?: Record<string, QboEntity[]> }>(`find${entity}s`, [criteria]);
    return answer.QueryResponse?.[entity] ?? [];
  }

  create(entity: 'Customer' | 'Item' | 'Invoice', body: Record<string, unknown>): Promise<QboEntity> {
    return this.#call<QboEntity>(`create${entity}`, [body]);
  }

  read(entity: 'Invoice' | 'Payment', id: string): Promise<QboEntity> {
    return this.#call<QboEntity>(`get${entity}`, [id]);
  }

  /** A sparse update; `body` carries Id and the current SyncToken. */
  update(entity: 'Invoice' | 'Payment', body: Record<string, unknown>): Promise<QboEntity> {
    return this.#call<QboEntity>(`update${entity}`, [{ ...body, sparse: true }]);
  }

  /** Voids a transaction: it stays, with its number, its amounts zero. `body` carries Id and the current SyncToken. */
  void(entity: 'Invoice', body: { Id: string; SyncToken: string }): Promise<QboEntity> {
    return this.#call<QboEntity>(`void${entity}`, [body]);
  }

  /** Deletes a transaction; `body` carries Id and the current SyncToken. */
  delete(entity: 'Invoice', body: { Id: string; SyncToken: string }): Promise<unknown> {
    return this.#call(`delete${entity}`, [body]);
  }

  async #call<T>(method: string, args: unknown[]): Promise<T> {
    const { tries, backoffMs, sleep } = this.#options;
    let refreshed = false;
    for (let attempt = 1; ; attempt += 1) {
      const connection = await this.store.load();
      if (!connection) throw new QuickbooksError(NOT_CONNECTED, NOT_CONNECTED_DETAIL, true);
      let tokens = connection.tokens;
      if (tokens.accessExpiresAt.getTime() - this.#options.now().getTime() < REFRESH_MARGIN_MS) {
        tokens = await this.#refresh(tokens);
        refreshed = true;
      }
      try {
        return await invoke<T>(this.#qbo(connection.realmId, tokens), method, args);
      } catch (error) {
        const status = statusOf(error);
        if (status === 401 && !refreshed) {
          await this.#refresh(tokens);
          refreshed = true;
          attempt -= 1;
          continue;
        }
        const fault = toQuickbooksError(error, status);
        if (!fault.retryable || attempt >= tries) throw fault;
        await sleep(backoffMs * 2 ** (attempt - 1));
      }
    }
  }

  async #refresh(tokens: TokenSet): Promise<TokenSet> {
    try {
      const fresh = await refreshTokens(this.settings, tokens.refreshToken, this.#options.now());
      await this.store.saveTokens(fresh);
      return fresh;
    } catch (error) {
      if (error instanceof QuickbooksError && !error.retryable) {
        await this.store.markNeedsAttention(error.message);
        throw new QuickbooksError(
          'QuickBooks needs to be connected again',
          'the refresh of its tokens was refused; an admin must connect it again',
          true,
          {
            cause: error,
          },
        );
      }
      throw error;
    }
  }

  #qbo(realmId: string, tokens: TokenSet): Qbo {
    const qbo = new QuickBooks({
      consumerKey: this.settings.clientId,
      consumerSecret: this.settings.clientSecret,
      token: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      realmId,
      useSandbox: this.settings.environment === 'sandbox',
      oauthversion: '2.0',
      minorversion: 75,
      debug: false,
    }) as unknown as Qbo;
    // The library picks Intuit's host from useSandbox; the setting may name another (a local double, the tests').
    qbo.endpoint = `${this.settings.apiBaseUrl}/v3/company/`;
    return qbo;
  }
}

function invoke<T>(qbo: Qbo, method: string, args: unknown[]): Promise<T> {
  const fn = qbo[method];
  if (typeof fn !== 'function') return Promise.reject(new Error(`node-quickbooks has no ${method}`));
  return new Promise<T>((resolve, reject) => {
    const callback: Callback = (error, data) => (error ? reject(error) : resolve(data as T));
    fn.call(qbo, ...args, callback);
  });
}

/** The HTTP status of a failed call (axios keeps it on `response`), or undefined for a network fault or a fault in a 200. */
function statusOf(error: unknown): number | undefined {
  const response = (error as { response?: { status?: number } } | undefined)?.response;
  return typeof response?.status === 'number' ? response.status : undefined;
}

function toQuickbooksError(error: unknown, status: number | undefined): QuickbooksError {
  if (error instanceof QuickbooksError) return error;
  const body = (error as { response?: { data?: unknown } }).response?.data ?? error;
  const fault = faultOf(body);
  if (status === 429) return new QuickbooksError('QuickBooks is throttling requests', fault?.message, true, { cause: error });
  if (status !== undefined && status >= 500)
    return new QuickbooksError('QuickBooks is unavailable', `status ${status}`, true, { cause: error });
  if (fault) return new QuickbooksError(fault.message, fault.detail, false, { cause: error });
  if (status === undefined) return new QuickbooksError('QuickBooks could not be reached', messageOf(error), true, { cause: error });
  return new QuickbooksError('QuickBooks answered an error', `status ${status}`, false, { cause: error });
}

function messageOf(error: unknown): string | undefined {
  return error instanceof Error ? error.message || (error as { code?: string }).code : undefined;
}
