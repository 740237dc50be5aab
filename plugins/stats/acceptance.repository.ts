import { sql, type Kysely } from 'kysely';
import { fieldExpression } from '../../core/table/model.ts';
import { breaksService } from '../breaks/index.ts';
import { pickupsForStats } from '../pickups/index.ts';
import type { StatsDatabase } from './stats.table.ts';

/**
 * The age in days of the breaks that are the strength tests: ACI 318's design age. Tests are
 * found by their test type's age (its dateVariance), never by its name: a lab's type may be
 * called "HX 28 Day" or "28-day".
 */
export const DESIGN_AGE_DAYS = 28;

export interface DesignAgeBreak {
  sampleId: number;
  sampleNum: string;
  castDate: string | null;
  minPsi: string | null;
  calculatedPsi: string;
}

const field = pickupsForStats.receivedSpecimenFields;
const column = (name: string) => sql.ref(name);

/**
 * Every cylinder broken at the design age with a calculated strength, in the received pickups
 * of a project address (of one company when `customerId` is given), in casting order.
 */
export function designAgeBreaks(db: Kysely<StatsDatabase>, locationId: number, customerId: number | null): Promise<DesignAgeBreak[]> {
  let query = breaksService
    .joinTestResults(pickupsForStats.receivedSpecimens(db), pickupsForStats.specimenKey)
    .select([
      sql<number>`${fieldExpression(field.sampleId)}`.as('sampleId'),
      sql<string>`${fieldExpression(field.sampleNum)}`.as('sampleNum'),
      sql<string | null>`${fieldExpression(field.castDate)}`.as('castDate'),
      sql<string | null>`${column(pickupsForStats.minPsiKey)}`.as('minPsi'),
      sql<string>`${column(breaksService.columns.calculatedPsi)}`.as('calculatedPsi'),
    ])
    .where(column(pickupsForStats.projectLocationKey), '=', locationId)
    .where(fieldExpression(field.testAge), '=', DESIGN_AGE_DAYS)
    .where(column(breaksService.columns.calculatedPsi), 'is not', null);
  if (customerId !== null) query = query.where(fieldExpression(field.customerId), '=', customerId);
  return query
    .orderBy(fieldExpression(field.castDate))
    .orderBy(fieldExpression(field.sampleNum))
    .orderBy(fieldExpression(field.sampleId))
    .orderBy(fieldExpression(field.id))
    .execute() as Promise<DesignAgeBreak[]>;
}
