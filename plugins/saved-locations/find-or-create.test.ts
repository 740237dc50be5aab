import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../../core/errors.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import customers from '../customers/index.ts';
import { findOrCreateLocation } from './find-or-create.ts';
import savedLocations from './index.ts';
import { addressKey } from './rules.ts';
import { demoCompanyId, otherCompany } from '../customers/test-support.ts';

describe.each(dialectsUnderTest())('findOrCreateLocation, the reuse rule, on %s', (kind) => {
  let t: TestPortal;
  let acme: number;
  let other: number;
  const SAVED = { pickupAddr1: '77 Quarry Road', pickupCity: 'Livermore', pickupZip: '94550', jobName: 'Quarry Silo', tripCharge: 40 };

  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [customers, savedLocations] });
    acme = await demoCompanyId(t);
    other = (await otherCompany(t, 'Reuse Other Co')).customerId;
  });
  afterAll(() => t.close());

  const save = (address: Parameters<typeof findOrCreateLocation>[1]) =>
    t.db.transaction().execute((trx) => findOrCreateLocation(trx, address));

  it('creates the location the first time, with every field given', async () => {
    const { location, created } = await save({ ...SAVED, customerId: acme });
    expect(created).toBe(true);
    expect(location).toMatchObject({ ...SAVED, customerId: acme, sendReports: true, fuelCharge: false });
  });

  it.each([
    ['the same address', { pickupAddr1: '77 Quarry Road', pickupCity: 'Livermore', pickupZip: '94550' }],
    ['other case', { pickupAddr1: '77 QUARRY ROAD', pickupCity: 'livermore', pickupZip: '94550' }],
    ['extra spaces around and inside', { pickupAddr1: '  77   Quarry  Road ', pickupCity: 'Livermore ', pickupZip: ' 94550 ' }],
  ])('reuses it, unchanged, for %s', async (_case, typed) => {
    const first = await save({ ...SAVED, customerId: acme });
    const { location, created } = await save({ ...typed, customerId: acme, jobName: 'Another job name', tripCharge: 99 });
    expect(created).toBe(false);
    expect(location).toEqual(first.location);
    expect(location).toMatchObject({ jobName: 'Quarry Silo', tripCharge: 40 });
  });

  it.each([
    ['another customer', { customerId: 'other' }],
    ['another house number', { pickupAddr1: '79 Quarry Road' }],
    ['another city', { pickupCity: 'Pleasanton' }],
    ['another zip', { pickupZip: '94551' }],
    ['no zip', { pickupZip: '' }],
  ])('creates a new one for %s', async (_case, change) => {
    const { customerId, ...rest } = change as { customerId?: string };
    const address = { ...SAVED, customerId: customerId === 'other' ? other : acme, ...rest };
    const first = await save(address);
    expect(first.created).toBe(true);
    expect((await save(address)).created).toBe(false);
  });

  it('reuses a location saved without a zip for an address without one, missing or empty', async () => {
    const first = await save({ customerId: acme, pickupAddr1: '5 No Zip Lane', pickupCity: 'Tracy' });
    expect(first.created).toBe(true);
    const again = await save({ customerId: acme, pickupAddr1: '5 no zip lane', pickupCity: 'TRACY', pickupZip: '' });
    expect(again).toEqual({ location: first.location, created: false });
  });

  it('gives two saves of one new address at once one location', async () => {
    const address = { customerId: acme, pickupAddr1: '1 Race Street', pickupCity: 'Dublin', pickupZip: '94568' };
    const [a, b] = await Promise.all([save(address), save({ ...address, pickupAddr1: '1 RACE STREET' })]);
    expect(a.location.id).toBe(b.location.id);
    expect([a.created, b.created].sort()).toEqual([false, true]);
  });

  it('checks the address as the location form does', async () => {
    await expect(save({ customerId: acme, pickupAddr1: ' ', pickupCity: 'Tracy' })).rejects.toThrow(InputError);
    await expect(save({ customerId: acme, pickupAddr1: '1 A St', pickupCity: 'Tracy', pickupZip: 'abc' })).rejects.toThrow(
      'Enter a valid zip code',
    );
  });

  it('records a new location in the audit trail when the caller hands its audit', async () => {
    const audit = t.portal.contextOf('saved-locations').audit;
    const { location } = await t.db
      .transaction()
      .execute((trx) =>
        findOrCreateLocation(
          trx,
          { customerId: acme, pickupAddr1: '9 Audit Ave', pickupCity: 'Tracy' },
          { record: audit.record, actor: { userId: null } },
        ),
      );
    expect((await audit.history(t.db, 'location', location.id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it("computes the database's key as the service's addressKey does", async () => {
    for (const text of ['  12  Main ST ', 'Ünïcode Straße', '\tTabbed\nLine ', '']) {
      const row = await sql<{ key: string }>`select saved_location_key(${text}) as key`.execute(t.db);
      expect(row.rows[0]!.key).toBe(addressKey(text));
    }
  });
});
