import { addDays, labToday } from '../../shared/dates.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { sampleTypesService } from '../sample-types/index.ts';
import type { Writer } from './audit.ts';
import { defaultStatus, insertPickup, statusByCode } from './pickups.repository.ts';
import type { PickupsDatabase } from './pickups.table.ts';
import { insertSample } from './samples.service.ts';
import type { SampleInput } from './schema.ts';

const cylinders = (sampleTypeId: number, castDate: string, qty: number): SampleInput => ({
  sampleTypeId,
  qty,
  castDate,
  minPsi: { minPsi: 4000, forInformationOnly: false },
  maxPsi: null,
});

/**
 * The demo lab's pickups: one for today on the demo driver's route, one of a week ago received today and
 * one next week, each with a set of concrete cylinders. Runs once: a lab with pickups is left alone.
 */
export async function seedDemoPickups(ctx: PluginContext<PickupsDatabase>): Promise<void> {
  const { db } = ctx;
  if (await db.selectFrom('pickups').select('id').limit(1).executeTakeFirst()) return;
  const customer = await db.selectFrom('users').select('customerId').where('email', '=', 'customer@demo.lab').executeTakeFirst();
  const driver = await db.selectFrom('users').select('id').where('email', '=', 'driver@demo.lab').executeTakeFirst();
  const type = await sampleTypesService.findByDescription(db, 'Concrete Cylinder 4x8');
  if (!customer?.customerId || !driver || !type) return;
  const today = labToday(ctx.config.labTimeZone);
  const open = await defaultStatus(db);
  const received = await statusByCode(db, 'received');
  const plan = [
    { date: today, status: open.id, stopNum: 1, addr: '450 Quarry Rd', received: null },
    // Cast a week ago, so the demo breaks are 7-day breaks judged against the 7-day requirement.
    { date: addDays(today, -7), status: received.id, stopNum: 2, addr: '18 Harbor Way', received: today },
    { date: addDays(today, 7), status: open.id, stopNum: 1, addr: '902 Mill Ave', received: null },
  ];
  await db.transaction().execute(async (trx) => {
    const writer: Writer = { trx, audit: ctx.audit, actor: { userId: null } };
    for (const { date, status, stopNum, addr, received: receiveDate } of plan) {
      const pickup = await insertPickup(trx, {
        customerId: customer.customerId!,
        driverId: driver.id,
        pickupStatusId: status,
        schedPickupDate: date,
        actualPickupDate: receiveDate ? date : null,
        receiveDate,
        caller: 'Rosa Delgado',
        receivedBy: 'Call',
        pickupAddr1: addr,
        pickupCity: 'Fresno',
        pickupState: 'CA',
        pickupZip: '93701',
        projectAddr1: addr,
        projectCity: 'Fresno',
        projectState: 'CA',
        projectZip: '93701',
        tripCharge: 25,
        stopNum,
      });
      await insertSample(writer, pickup, cylinders(type.id, date, 4), 0);
    }
  });
}
