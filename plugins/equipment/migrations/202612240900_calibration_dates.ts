import { sql, type Kysely } from 'kysely';

/**
 * Calibration dates as dates, so equipment past its due date can be refused on a report and
 * shown as overdue. The free text stays (the certificate's wording); the dates are read from it
 * where it follows the usual "Calibrated MM/DD/YYYY, due MM/DD/YYYY".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('test_equipment').addColumn('last_calibrated', 'date').addColumn('calibration_due', 'date').execute();
  const dateAfter = (word: string) => sql`to_date(substring(calibration from ${`(?i)${word}\\s+(\\d{2}/\\d{2}/\\d{4})`}), 'MM/DD/YYYY')`;
  await sql`update test_equipment set last_calibrated = ${dateAfter('calibrated')}, calibration_due = ${dateAfter('due')}`.execute(db);
  await db.schema.createIndex('test_equipment_calibration_due_idx').on('test_equipment').columns(['calibration_due', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('test_equipment').dropColumn('last_calibrated').dropColumn('calibration_due').execute();
}
