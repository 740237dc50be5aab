import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type Compilable, type CompiledQuery, type RawBuilder } from 'kysely';
import { Client } from 'pg';
import type { AnyDatabase } from './database.ts';

/**
 * How many statement texts a process keeps names for. A list's statement text depends on its
 * filters, sort, search words' count and the lab's day, not on the other values, so a lab's
 * lists come to some hundreds a day; past the cap the least recently run text loses its name.
 */
const NAMED_CAP = 1000;
/**
 * How long a pool's connection lives. A connection keeps each statement it prepared until it
 * closes, so this bounds what it holds to the statements of an hour (the day's texts replace
 * yesterday's).
 */
export const CONNECTION_LIFETIME_SECONDS = 3600;

/** Statement texts and their names, least recently run first. A name is never given twice. */
const names = new Map<string, string>();
let named = 0;

/**
 * The name a statement text runs under on PostgreSQL, when it is one `executePrepared` ran:
 * parsed once per connection, and after a few runs planned once too (a generic plan, when the
 * database finds it no worse than planning each time). The hot lists' statements join up to
 * nine tables, and planning them cost more than running them (decision 238).
 */
export function preparedName(text: string): string | undefined {
  return names.get(text);
}

function remember(text: string): void {
  const name = names.get(text) ?? `portal_${(named += 1)}`;
  names.delete(text);
  if (names.size >= NAMED_CAP) names.delete(names.keys().next().value!);
  names.set(text, name);
}

/** Set while a unit of work runs every statement it sends prepared (`withPreparedStatements`). */
const preparingAll = new AsyncLocalStorage<true>();

/**
 * Runs `work` with every statement it sends with parameters run as a named statement: for a
 * write a busy lab makes all day whose statements keep their text whatever the values (saving a
 * set of four sends the same texts for every set). Its statements read and write rows by
 * their ids, so a generic plan is as good as one made for the values; a statement whose best plan
 * depends on its values (a search) belongs elsewhere.
 * @example await withPreparedStatements(() => saveBreakSet(deps, actor, id, input));
 */
export function withPreparedStatements<T>(work: () => Promise<T>): Promise<T> {
  return preparingAll.run(true, work);
}

/**
 * A value written into a statement's text instead of bound as a parameter, for a value that picks
 * the plan: a prepared statement's generic plan does not know its parameters, so it cannot read
 * a partial index for a yes/no filter it does not know, and guesses a third of the rows for a
 * date range it does not know. A yes/no has two values, the lab's day one a day, so each text is
 * prepared a few times. Only a yes/no or a day (YYYY-MM-DD) is taken.
 */
export function planLiteral(value: boolean | string): RawBuilder<unknown> {
  if (typeof value === 'string' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new Error(`Not a day to write into a statement: ${value}`);
  return sql.lit(value);
}

/**
 * Runs a query as a prepared statement where the database keeps them (PostgreSQL; the embedded
 * database runs it as any other): for the statements a busy lab runs all day with other values.
 * @example const rows = await executePrepared(db, db.selectFrom('specimens').select('id').where('id', '=', id));
 */
export async function executePrepared<Row>(db: AnyDatabase, query: Compilable<Row> | CompiledQuery<Row>): Promise<Row[]> {
  const compiled = 'compile' in query ? query.compile() : query;
  remember(compiled.sql);
  return (await db.executeQuery(compiled)).rows;
}

/** The name a text runs under: the one it was given, or a new one inside `withPreparedStatements` (a text with parameters). */
function nameFor(text: string, parameters: boolean): string | undefined {
  if (parameters && preparingAll.getStore()) remember(text);
  return preparedName(text);
}

/**
 * The `pg` client the portal's pool opens: a statement text `preparedName` names, or one sent
 * inside `withPreparedStatements`, runs as that named statement, which `pg` parses once per
 * connection. Kysely runs every statement as `query(text, values)`; any other call passes
 * through as it came.
 */
export class PreparingClient extends Client {
  override query(...args: unknown[]): never {
    const [text, values, ...rest] = args;
    const name = typeof text === 'string' && Array.isArray(values) ? nameFor(text, values.length > 0) : undefined;
    const call = name === undefined ? args : [{ name, text, values }, ...rest];
    return Reflect.apply(Client.prototype.query, this, call) as never;
  }
}
