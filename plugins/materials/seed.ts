import type { Kysely } from 'kysely';
import type { MaterialsDatabase, NewMaterialRow } from './materials.table.ts';

/** The demo lab's composite materials, for the FRP panel reports (ds-pq-502.3). */
export const DEMO_MATERIALS: NewMaterialRow[] = [
  { manufacturer: 'Northline Composites', type: 'Unidirectional carbon fabric CF-300', numPlies: 1, thickness: '0.0400' },
  { manufacturer: 'Northline Composites', type: 'Unidirectional carbon fabric CF-300', numPlies: 2, thickness: '0.0800' },
  { manufacturer: 'Bayside Fiber Systems', type: 'E-glass fabric GL-900', numPlies: 1, thickness: '0.0500' },
  { manufacturer: 'Bayside Fiber Systems', type: 'Carbon laminate strip CL-50', numPlies: 1, thickness: '0.0550' },
];

/** Adds the demo materials when there are none yet. */
export async function seedDemoMaterials(db: Kysely<MaterialsDatabase>): Promise<void> {
  const any = await db.selectFrom('materials').select('id').limit(1).executeTakeFirst();
  if (!any) await db.insertInto('materials').values(DEMO_MATERIALS).execute();
}
