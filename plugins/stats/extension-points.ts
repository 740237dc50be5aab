import { defineExtensionPoint, type SharedTransaction } from '../../core/plugin/extension-points.ts';

/** Sample sets whose mix design number stats asks for. */
export interface SampleMixRequest {
  /** The database, typed by the extension with its own tables (`joinTransaction<ItsDatabase>(db)`). */
  db: SharedTransaction;
  sampleIds: readonly number[];
}

/**
 * The mix design number of each sample set (the data sheet's `mixDesignNum`), answered by the
 * plugin that keeps data sheets; a set no plugin names is of an unnamed mix.
 */
export const sampleMixes = defineExtensionPoint<SampleMixRequest, ReadonlyMap<number, string>>('stats.sampleMixes');
