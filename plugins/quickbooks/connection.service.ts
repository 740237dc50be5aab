import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Actor } from '../../core/auth/actor.ts';
import { BusinessRuleError, InputError } from '../../core/errors.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import {
  deleteConnection,
  findConnection,
  markNeedsAttention,
  openTokens,
  saveConnection,
  saveState,
  saveTokens,
  takeState,
} from './connection.repository.ts';
import { assertConfigured, authorizeUrl, exchangeCode, revokeTokens } from './oauth.ts';
import { QboClient, type ClientOptions, type ConnectionStore } from './qbo-client.ts';
import { schedulePaymentsRead } from './payments.service.ts';
import type { QuickbooksDatabase } from './quickbooks.table.ts';
import { quickbooksSettings, type QuickbooksSettings } from './settings.ts';
import { requeueUnsynced } from './sync.service.ts';
import { tokenKey } from './token-cipher.ts';

export type QuickbooksDeps = Pick<PluginContext<QuickbooksDatabase>, 'db' | 'audit' | 'jobs' | 'log'>;

export const STATE_MISMATCH = 'The answer from QuickBooks does not match a connect started here; start again with Connect to QuickBooks.';

/** The settings ready for a connect: client id, secret, redirect and the token key; otherwise a 422 saying which is missing. */
function connectableSettings(): { settings: QuickbooksSettings; key: Buffer } {
  const settings = quickbooksSettings();
  try {
    assertConfigured(settings);
    return { settings, key: tokenKey(settings.tokenKey) };
  } catch (error) {
    throw new BusinessRuleError((error as Error).message);
  }
}

/** The address of Intuit's consent screen, with a fresh `state` kept for the callback. */
export async function startConnect(deps: QuickbooksDeps, actor: Actor, now = new Date()): Promise<string> {
  const { settings } = connectableSettings();
  const state = randomBytes(24).toString('base64url');
  await saveState(deps.db, state, actor.userId, now);
  return authorizeUrl(settings, state);
}

export interface Callback {
  state: string;
  code: string;
  realmId: string;
}

/** The callback: checks the state, trades the code for tokens, reads the company's name and keeps the connection. */
export async function finishConnect(deps: QuickbooksDeps, actor: Actor, callback: Callback, now = new Date()): Promise<void> {
  const { settings, key } = connectableSettings();
  if (!(await takeState(deps.db, callback.state, actor.userId, now))) throw new InputError(STATE_MISMATCH);
  const tokens = await exchangeCode(settings, callback.code, now);
  const pending: ConnectionStore = {
    load: async () => ({ realmId: callback.realmId, tokens }),
    saveTokens: async () => undefined,
    markNeedsAttention: async () => undefined,
  };
  const companyName = await new QboClient(settings, pending).companyName(callback.realmId);
  await deps.db.transaction().execute(async (trx) => {
    await saveConnection(trx, key, { realmId: callback.realmId, companyName, tokens, connectedBy: actor.userId }, now);
    await deps.audit.record(trx, {
      entity: 'quickbooks-connection',
      recordId: 1,
      action: 'create',
      after: { realmId: callback.realmId, companyName },
      actor,
    });
    // What waited while nothing was connected goes now; payments are read from here on.
    await requeueUnsynced(trx, deps.jobs);
    await schedulePaymentsRead(trx, deps.jobs, now);
  });
}

/**
 * Revokes the tokens at Intuit and forgets the connection. A revoke that fails (Intuit down, the
 * tokens already refused) is logged and the connection forgotten all the same: the admin asked
 * for it, and tokens no longer kept cannot be used.
 */
export async function disconnect(deps: QuickbooksDeps, actor: Actor): Promise<void> {
  const row = await findConnection(deps.db);
  if (!row) return;
  try {
    await revokeTokens(quickbooksSettings(), openTokens(row, tokenKey(quickbooksSettings().tokenKey)).refreshToken);
  } catch (error) {
    deps.log.warning('QuickBooks did not revoke the tokens at disconnect', { error });
  }
  await deps.db.transaction().execute(async (trx) => {
    if (!(await deleteConnection(trx))) return;
    await deps.audit.record(trx, {
      entity: 'quickbooks-connection',
      recordId: 1,
      action: 'delete',
      before: { realmId: row.realmId, companyName: row.companyName },
      actor,
    });
  });
}

/** The connection's tokens in the database, opened with the key from the environment. */
export function databaseStore(db: Kysely<QuickbooksDatabase>): ConnectionStore {
  const key = () => tokenKey(quickbooksSettings().tokenKey);
  return {
    async load() {
      const row = await findConnection(db);
      if (!row) return undefined;
      return { realmId: row.realmId, tokens: openTokens(row, key()) };
    },
    saveTokens: (tokens) => saveTokens(db, key(), tokens),
    markNeedsAttention: (reason) => markNeedsAttention(db, reason),
  };
}

/** The client on the connected company; options let tests shorten the waits. */
export function connectedClient(db: Kysely<QuickbooksDatabase>, options?: ClientOptions): QboClient {
  return new QboClient(quickbooksSettings(), databaseStore(db), options);
}

/** What the admin page shows of the connection. */
export async function connectionStatus(db: Kysely<QuickbooksDatabase>) {
  const row = await findConnection(db);
  if (!row) return null;
  return {
    companyName: row.companyName,
    realmId: row.realmId,
    accessExpiresAt: row.accessExpiresAt.toISOString(),
    refreshExpiresAt: row.refreshExpiresAt.toISOString(),
    needsAttention: row.needsAttention,
    connectedAt: row.connectedAt.toISOString(),
  };
}
