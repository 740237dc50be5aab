import { CompiledQuery, sql, type Kysely, type Transaction } from 'kysely';

/**
 * The plan PostgreSQL chooses for a statement, as `explain` prints it, with sequential scans
 * forbidden: a demo database is small enough that a scan is cheaper, so this shows which index
 * can serve the statement at scale.
 * @example expect(await indexPlan(db, (trx) => waitingRequestsQuery(trx).compile())).toContain('pickups_status_sched_idx')
 */
export function indexPlan<D>(db: Kysely<D>, statement: (trx: Transaction<D>) => CompiledQuery | Promise<CompiledQuery>): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const query = await statement(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]));
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}
