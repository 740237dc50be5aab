import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type KyselyPlugin } from 'kysely';
import { camelCaseRows, snakeCaseDialect } from '../core/db/snake-case.ts';

/**
 * A database handle that compiles statements as the portal's PostgreSQL one does (names written
 * snake_case) and runs none (each answers no rows): for tests of the SQL a helper writes.
 * @example expect(sql`select ${planLiteral(false)}`.compile(compilingDatabase()).sql).toBe('select false');
 */
export function compilingDatabase<DB = Record<string, Record<string, unknown>>>(plugins: KyselyPlugin[] = []): Kysely<DB> {
  return new Kysely<DB>({
    dialect: snakeCaseDialect({
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    }),
    plugins: [camelCaseRows(), ...plugins],
  });
}
