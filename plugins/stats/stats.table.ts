import type { CoreDatabase } from '../../core/db/core-database.ts';

/**
 * Stats owns no table and writes nothing: it reads the plugins it sums up through what they
 * export (their list queries, join helpers and keys), so each of its figures is one query.
 */
export type StatsDatabase = CoreDatabase;
