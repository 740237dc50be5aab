import type { Kysely } from 'kysely';
import { ConflictError } from '../../core/errors.ts';
import { shareTransaction, type ExtensionService } from '../../core/plugin/extension-points.ts';
import { sampleSetChange } from './extension-points.ts';

/**
 * Refuses (409) a change to these sample sets when a plugin built on pickups says so: the
 * reports plugin, for a set whose report is finalized. Pickups and breaks call it inside the
 * write's transaction, after locking what they change.
 * @example await assertSampleSetsChangeable(ctx.extensions, trx, [specimen.sampleId]);
 */
export async function assertSampleSetsChangeable<D>(
  extensions: ExtensionService,
  trx: Kysely<D>,
  sampleIds: readonly number[],
): Promise<void> {
  if (sampleIds.length === 0) return;
  const refusals = await extensions.collect(sampleSetChange, { trx: shareTransaction(trx), sampleIds });
  const refusal = refusals.find((answer) => answer !== null);
  if (refusal) throw new ConflictError(refusal);
}
