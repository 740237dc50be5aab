import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../core/seed.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import users from './index.ts';
import { demoStaff } from './seed.ts';
import { call } from './test-support.ts';

interface Driver {
  id: number;
  firstName: string;
  lastName: string;
}

const activeDrivers = [...DEMO_USERS.map((user) => ({ ...user, activeInd: true })), ...demoStaff()]
  .filter((user) => user.role === 'driver' && user.activeInd)
  .map((user) => `${user.lastName}, ${user.firstName}`);
const inactiveDriver = demoStaff().find((user) => user.role === 'driver' && !user.activeInd)!;

describe.each(dialectsUnderTest())('the drivers lookups on %s', (kind) => {
  let t: TestPortal;
  let token: string;
  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [users] });
    ({ token } = await t.signIn('cs@demo.lab'));
  });
  afterAll(() => t.close());

  const names = (drivers: unknown) => (drivers as Driver[]).map((driver) => `${driver.lastName}, ${driver.firstName}`);

  it('lists the active drivers by last and first name, with id and names only', async () => {
    const answer = await call(t, '/api/drivers', { token });
    expect(answer.status).toBe(200);
    const drivers = answer.body.drivers as Driver[];
    expect(names(drivers)).toEqual([...activeDrivers].sort((a, b) => (a < b ? -1 : 1)));
    expect(Object.keys(drivers[0]!).sort()).toEqual(['firstName', 'id', 'lastName']);
  });

  it('finds active drivers by first, last or full name from three characters, ignoring case', async () => {
    const find = async (query: string) => names((await call(t, '/api/users/drivers', { token, json: { query } })).body.drivers);
    expect(await find('da')).toEqual([]);
    expect(await find('DANA')).toEqual(['Driver, Dana']);
    expect(await find('dana driv')).toEqual(['Driver, Dana']);
    expect(await find(`${inactiveDriver.firstName} ${inactiveDriver.lastName}`)).toEqual([]);
    expect(await find('alex')).toEqual([]);
    expect(await find('%%%')).toEqual([]);
  });

  it('needs a query', async () => {
    const answer = await call(t, '/api/users/drivers', { token, json: {} });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ query: 'this field is required' });
  });
});
