import { ColumnNode, TableNode, type KyselyPlugin, type OperationNode, type RootOperationNode } from 'kysely';
import { afterStatements } from '../db/after-statements.ts';
import type { ActiveSession } from './sessions.repository.ts';

/** The NOTIFY channel on which the database announces a change to a user or a session (see the migration). */
export const AUTH_CHANNEL = 'portal_auth';

/** Sessions kept in memory at most; past it the oldest goes first. */
const MAX_ENTRIES = 10_000;

/**
 * The sessions this process has read, by token hash, so a request needs no database read to
 * know who sends it. An entry is never trusted beyond what the database says: every change
 * to a user or to a session's revocation empties the cache, in this process at once (see
 * `invalidatingPlugin`) and in every other process through PostgreSQL's LISTEN/NOTIFY. While
 * that channel is not listening, the cache holds nothing and every request reads the database.
 */
export class SessionCache {
  readonly #entries = new Map<string, ActiveSession>();
  #enabled: boolean;

  constructor(enabled: boolean) {
    this.#enabled = enabled;
  }

  get(tokenHash: string): ActiveSession | undefined {
    return this.#entries.get(tokenHash);
  }

  set(tokenHash: string, active: ActiveSession): void {
    if (!this.#enabled) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(tokenHash, active);
  }

  delete(tokenHash: string): void {
    this.#entries.delete(tokenHash);
  }

  clear(): void {
    this.#entries.clear();
  }

  /** Turns caching on (the change channel listens) or off (it was lost), emptying it either way. */
  setEnabled(enabled: boolean): void {
    this.#enabled = enabled;
    this.#entries.clear();
  }
}

const AUTH_TABLES = new Set(['users', 'sessions']);
const TOUCH_COLUMNS = new Set(['last_seen_at', 'lastSeenAt']);
const RAW_AUTH_WRITE = /\b(update|delete\s+from|truncate)\s+"?(users|sessions)\b/i;

function tableName(node: OperationNode | undefined): string | undefined {
  return node && TableNode.is(node) ? node.table.identifier.name : undefined;
}

/** Whether a statement may change who a session is: a write to users, or to sessions beyond the idle touch. */
function changesAuth(node: RootOperationNode): boolean {
  if (node.kind === 'UpdateQueryNode') {
    const table = tableName(node.table);
    if (!table || !AUTH_TABLES.has(table)) return false;
    const columns = (node.updates ?? []).map((update) => (ColumnNode.is(update.column) ? update.column.column.name : ''));
    return table === 'users' || !columns.every((column) => TOUCH_COLUMNS.has(column));
  }
  if (node.kind === 'DeleteQueryNode') return node.from.froms.some((from) => AUTH_TABLES.has(tableName(from) ?? ''));
  if (node.kind === 'RawNode') return RAW_AUTH_WRITE.test(node.sqlFragments.join(' '));
  return false;
}

/**
 * A Kysely plugin that empties the cache after any statement that changes a user or revokes a
 * session, through whichever code runs it (core, a plugin, a test), so this process never
 * answers from a session the database no longer has.
 */
export function invalidatingPlugin(cache: SessionCache): KyselyPlugin {
  return afterStatements(changesAuth, () => cache.clear());
}
