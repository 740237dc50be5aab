import type { Kysely } from 'kysely';
import type { EquipmentDatabase } from './equipment.table.ts';
import { presentEquipment, type Equipment } from './equipment.resource.ts';

/**
 * What other plugins use of the test equipment: a composite-panel report lists at most two.
 * @example const chosen = await equipmentService.findMany(trx, [3, 5]);
 */
export const equipmentService = {
  async find(db: Kysely<EquipmentDatabase>, id: number): Promise<Equipment | undefined> {
    const row = await db.selectFrom('testEquipment').selectAll().where('id', '=', id).executeTakeFirst();
    return row && presentEquipment(row);
  },
  async findMany(db: Kysely<EquipmentDatabase>, ids: readonly number[]): Promise<Equipment[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('testEquipment')
      .selectAll()
      .where('id', 'in', [...ids])
      .orderBy('name')
      .execute();
    return rows.map(presentEquipment);
  },
};
