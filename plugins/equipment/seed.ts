import type { Kysely } from 'kysely';
import type { EquipmentDatabase, NewEquipmentRow } from './equipment.table.ts';

/** The demo lab's machines and gauges, as a composite-panel report names them; the caliper is overdue for calibration. */
export const DEMO_EQUIPMENT: NewEquipmentRow[] = [
  {
    name: 'Universal Testing Machine, 60 kip',
    calibration: 'Calibrated 01/15/2026, due 01/15/2027',
    lastCalibrated: '2026-01-15',
    calibrationDue: '2027-01-15',
    detailsLabel: 'Serial No.',
    details: 'UTM-60-4471',
  },
  {
    name: 'Compression Machine, 400 kip',
    calibration: 'Calibrated 03/02/2026, due 03/02/2027',
    lastCalibrated: '2026-03-02',
    calibrationDue: '2027-03-02',
    detailsLabel: 'Serial No.',
    details: 'CM-400-1189',
  },
  {
    name: 'Digital Caliper, 6 in',
    calibration: 'Calibrated 02/10/2026, due 08/10/2026',
    lastCalibrated: '2026-02-10',
    calibrationDue: '2026-08-10',
    detailsLabel: 'Resolution',
    details: '0.0005 in',
  },
  {
    name: 'Extensometer, 2 in gauge',
    calibration: 'Calibrated 01/20/2026, due 01/20/2027',
    lastCalibrated: '2026-01-20',
    calibrationDue: '2027-01-20',
    detailsLabel: 'Class',
    details: 'B-1 per ASTM E83',
  },
];

/** Adds the demo equipment when there is none yet. */
export async function seedDemoEquipment(db: Kysely<EquipmentDatabase>): Promise<void> {
  const any = await db.selectFrom('testEquipment').select('id').limit(1).executeTakeFirst();
  if (!any) await db.insertInto('testEquipment').values(DEMO_EQUIPMENT).execute();
}
