import { defineExtensionPoint, type SharedTransaction } from '../../core/plugin/extension-points.ts';

/** Sample sets stats asks about. */
export interface SampleSetRequest {
  /** The database, typed by the extension with its own tables (`joinTransaction<ItsDatabase>(db)`). */
  db: SharedTransaction;
  sampleIds: readonly number[];
}

/** What a plugin knows of a sample set: its report and its data sheet's mix design number. */
export interface SampleSetFacts {
  reportId?: number;
  mixDesignNum?: string;
}

/**
 * Facts about sample sets that other plugins keep (the report made for a set, the mix of its
 * data sheet), by sample set id; a set nobody answers for has no report link and an unnamed mix.
 */
export const sampleSetFacts = defineExtensionPoint<SampleSetRequest, ReadonlyMap<number, SampleSetFacts>>('stats.sampleSetFacts');

/** Every extension's facts about the sets, merged. */
export function mergeFacts(answers: ReadonlyArray<ReadonlyMap<number, SampleSetFacts>>): Map<number, SampleSetFacts> {
  const merged = new Map<number, SampleSetFacts>();
  for (const answer of answers) for (const [id, facts] of answer) merged.set(id, { ...merged.get(id), ...facts });
  return merged;
}
