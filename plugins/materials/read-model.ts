import type { Kysely } from 'kysely';
import type { MaterialsDatabase } from './materials.table.ts';
import { presentMaterial, type Material } from './materials.resource.ts';

/**
 * What other plugins use of materials: the report of a composite panel copies the chosen one.
 * @example const material = await materialsService.find(trx, materialId);
 */
export const materialsService = {
  async find(db: Kysely<MaterialsDatabase>, id: number): Promise<Material | undefined> {
    const row = await db.selectFrom('materials').selectAll().where('id', '=', id).executeTakeFirst();
    return row && presentMaterial(row);
  },
};
