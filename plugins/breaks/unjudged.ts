import type { AnyDatabase } from '../../core/db/database.ts';
import { parseTableParams } from '../../core/table/params.ts';
import { runTableQuery } from '../../core/table/query.ts';
import { breakListModel } from './list.model.ts';
import { breaksService } from './read-model.ts';
import { attentionFor, fixedOnPickup } from './rules/result.ts';

/** A saved result that cannot be judged, with why and who can fix it (the break list's Needs attention). */
export interface UnjudgedResult {
  specimenId: number;
  specimenNum: string;
  sampleNum: string;
  pickupId: number;
  pickupNumber: number;
  companyName: string;
  reason: string;
  fix: string;
  /** The fix is made on the pickup (the sample set's min psi, the office's work). */
  onPickup: boolean;
}

/**
 * The results waiting for a judgement (no min psi, no strength requirement at the age, a remark
 * to review), oldest test date first: the rows of the break list under Needs attention, for the
 * dashboards' Paused Tests card. The list's own query, so both always agree.
 */
export async function unjudgedResults(db: AnyDatabase, today: string, limit: number): Promise<UnjudgedResult[]> {
  const model = breakListModel(today);
  const conditions = JSON.stringify({ tested: false, resultStatus: 'Pending' });
  const { rows } = await runTableQuery(db, model, parseTableParams(model, { conditions, limit: String(limit), count: 'false' }));
  const results = await breaksService.resultsOfSpecimens(
    db,
    rows.map((row) => row.id as number),
  );
  return rows.flatMap((row) => {
    const result = results.get(row.id as number);
    const attention = result && attentionFor(result);
    if (!attention) return [];
    return [
      {
        specimenId: row.id as number,
        specimenNum: row.specimenNum as string,
        sampleNum: row.sampleNum as string,
        pickupId: row.pickupId as number,
        pickupNumber: row.pickupNumber as number,
        companyName: row.companyName as string,
        ...attention,
        onPickup: fixedOnPickup(attention),
      },
    ];
  });
}
