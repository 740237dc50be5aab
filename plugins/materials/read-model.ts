import { ownTables } from '../../core/db/own-tables.ts';
import type { Kysely } from 'kysely';
import type { MaterialsDatabase } from './materials.table.ts';
import { presentMaterial, type Material } from './materials.resource.ts';

/** Another plugin's database or transaction, read through this plugin's tables (they share one database). */
const own = <D>(db: Kysely<D>) => ownTables<MaterialsDatabase, D>(db);

/**
 * What other plugins use of materials: the report of a composite panel copies the chosen one.
 * @example const material = await materialsService.find(trx, materialId);
 */
export const materialsService = {
  async find<D>(db: Kysely<D>, id: number): Promise<Material | undefined> {
    const row = await own(db).selectFrom('materials').selectAll().where('id', '=', id).executeTakeFirst();
    return row && presentMaterial(row);
  },
  /** Every record, for a report form's choices. */
  async list<D>(db: Kysely<D>): Promise<Material[]> {
    const rows = await own(db).selectFrom('materials').selectAll().orderBy('manufacturer').orderBy('id').limit(500).execute();
    return rows.map(presentMaterial);
  },
};
