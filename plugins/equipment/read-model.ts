import { ownTables } from '../../core/db/own-tables.ts';
import type { Kysely } from 'kysely';
import type { EquipmentDatabase } from './equipment.table.ts';
import { presentEquipment, type Equipment } from './equipment.resource.ts';
import { calibrationOverdue, overdueMessage } from './rules.ts';

/** Another plugin's database or transaction, read through this plugin's tables (they share one database). */
const own = <D>(db: Kysely<D>) => ownTables<EquipmentDatabase, D>(db);

/**
 * What other plugins use of the test equipment: a composite-panel report lists at most two.
 * @example const chosen = await equipmentService.findMany(trx, [3, 5]);
 */
export const equipmentService = {
  async find<D>(db: Kysely<D>, id: number): Promise<Equipment | undefined> {
    const row = await own(db).selectFrom('testEquipment').selectAll().where('id', '=', id).executeTakeFirst();
    return row && presentEquipment(row);
  },
  async findMany<D>(db: Kysely<D>, ids: readonly number[]): Promise<Equipment[]> {
    if (ids.length === 0) return [];
    const rows = await own(db)
      .selectFrom('testEquipment')
      .selectAll()
      .where('id', 'in', [...ids])
      .orderBy('name')
      .execute();
    return rows.map(presentEquipment);
  },
  /** Every record, for a report form's choices. */
  async list<D>(db: Kysely<D>): Promise<Equipment[]> {
    const rows = await own(db).selectFrom('testEquipment').selectAll().orderBy('name').orderBy('id').limit(500).execute();
    return rows.map(presentEquipment);
  },
  /** Equipment past its calibration due date on the lab's `today` cannot be chosen for a report. */
  calibrationOverdue,
  /** The refusal's text, naming the equipment and its due date. */
  overdueMessage,
};
