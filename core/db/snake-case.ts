import { CamelCasePlugin, PostgresQueryCompiler, type Dialect, type PluginTransformQueryArgs, type RootOperationNode } from 'kysely';

/**
 * The portal's names in two spellings: camelCase in code, snake_case in the database. Kysely's
 * `CamelCasePlugin` rewrites every statement's whole tree to rename its identifiers before
 * compiling it, which was 13 % of the server's CPU on a list request (decision 244). Here the
 * compiler writes each identifier snake_case as it prints it, and the plugin keeps only its
 * other half, the rows' keys back to camelCase. The spelling is the plugin's own, so the SQL
 * is the same text.
 */

/** `CamelCasePlugin` for the rows alone: their keys back to camelCase; statements pass as built. */
class CamelCaseRows extends CamelCasePlugin {
  override transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  /** The plugin's own snake_case of a name. */
  spell(name: string): string {
    return this.snakeCase(name);
  }
}

const spelling = new CamelCaseRows();
/** Identifiers come from code (tables, columns, aliases), never from a request: a few hundred. */
const SPELLINGS_KEPT = 10_000;
const snakeCased = new Map<string, string>();

function snakeCase(name: string): string {
  const known = snakeCased.get(name);
  if (known !== undefined) return known;
  const spelt = spelling.spell(name);
  if (snakeCased.size < SPELLINGS_KEPT) snakeCased.set(name, spelt);
  return spelt;
}

/** PostgreSQL's compiler, writing identifiers snake_case. */
class SnakeCaseQueryCompiler extends PostgresQueryCompiler {
  protected override sanitizeIdentifier(identifier: string): string {
    return super.sanitizeIdentifier(snakeCase(identifier));
  }
}

/**
 * A PostgreSQL dialect (the server's or the embedded one) whose statements name tables and
 * columns snake_case; pair it with `camelCaseRows()`.
 * @example new Kysely({ dialect: snakeCaseDialect(new PostgresDialect({ pool })), plugins: [camelCaseRows()] })
 */
export function snakeCaseDialect(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => dialect.createDriver(),
    createQueryCompiler: () => new SnakeCaseQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

/** The rows' keys back to camelCase, for a dialect made by `snakeCaseDialect`. */
export const camelCaseRows = (): CamelCasePlugin => new CamelCaseRows();
