import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, labToday } from '../../shared/dates.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { signInEveryRole } from '../../testing/role-matrix.ts';
import type { Role } from '../../core/roles.ts';
import { demoFacts, pickupJson } from '../pickups/test-support.ts';
import { NO_MIN_PSI_MESSAGE } from '../templates/client.ts';
import { dueGroup } from './rules/due-group.ts';
import { breaksPortal, call, cylinderBreak, dbOf, receivedCylinders, type Json, type ReceivedSet } from './test-support.ts';

/** Issue 27: the list leads with what is due, counts each group, and a scanned label opens its form. */
describe.each(dialectsUnderTest())("the break list's groups, the label scan and Needs attention on %s", (kind) => {
  let t: TestPortal;
  let tokens: Record<Role, string>;
  let today: string;
  let set: ReceivedSet;
  let specimenNums: string[];

  /** The list of the set's pickup alone (a search by its number could find others' too). */
  const list = (query: string, conditions: Json = {}) => {
    const only = encodeURIComponent(JSON.stringify({ pickupId: set.pickup.id, ...conditions }));
    return call<Json>(t, `/api/break-report?conditions=${only}&${query}`, { token: tokens.technician });
  };
  const scan = (code: string, role: Role = 'technician') =>
    call<Json>(t, `/api/break-report/scan?code=${encodeURIComponent(code)}`, { token: tokens[role] });

  beforeAll(async () => {
    t = await breaksPortal(kind);
    tokens = await signInEveryRole(t);
    today = labToday(t.config.labTimeZone);
    set = await receivedCylinders(t, tokens.admin, { qty: 5 });
    // Two overdue (2 days and 1 day late), one due today, one immediate due next week, one next week.
    const dates: Array<[string, boolean]> = [
      [addDays(today, -2), false],
      [addDays(today, -1), false],
      [today, false],
      [addDays(today, 5), true],
      [addDays(today, 5), false],
    ];
    for (const [index, [testDate, immediate]] of dates.entries()) {
      await dbOf(t).updateTable('specimens').set({ testDate, immediate }).where('id', '=', set.specimenIds[index]!).execute();
    }
    specimenNums = (
      await dbOf(t).selectFrom('specimens').select('specimenNum').where('sampleId', '=', set.sampleId).orderBy('id').execute()
    ).map((row) => row.specimenNum);
  });
  afterAll(() => t.close());

  it('lists overdue, then today, then immediate, then the rest, each group in the chosen order, with a count per group', async () => {
    const { status, body } = await list('sort=specimenNum:desc', { tested: false });
    expect(status).toBe(200);
    const [a, b, c, d, e] = set.specimenIds;
    expect(body.rows.map((row: Json) => [row.id, row.dueGroup])).toEqual([
      [b, 'Overdue'],
      [a, 'Overdue'],
      [c, 'Today'],
      [d, 'Immediate'],
      [e, 'Not due'],
    ]);
    expect(body.groups).toEqual([
      { group: 'Overdue', count: 2 },
      { group: 'Today', count: 1 },
      { group: 'Immediate', count: 1 },
      { group: 'Not due', count: 1 },
    ]);
    // The database's groups are the rule's, row by row.
    for (const row of body.rows as Json[]) {
      expect(dueGroup({ tested: row.tested, immediate: row.immediate, testDate: row.testDate }, today)).toBe(row.dueGroup);
    }
  });

  it('counts the groups of the filtered list: a Today filter by date leaves Today alone', async () => {
    const { body } = await list(`startDate=${today}&endDate=${today}`, { tested: false });
    expect(body.rows.map((row: Json) => row.id)).toEqual([set.specimenIds[2]]);
    expect(body.groups).toEqual([
      { group: 'Overdue', count: 0 },
      { group: 'Today', count: 1 },
      { group: 'Immediate', count: 0 },
      { group: 'Not due', count: 0 },
    ]);
  });

  it('pages through the groups: two rows a page give the same order, a page crossing from one group to the next', async () => {
    const [a, b, c, d, e] = set.specimenIds;
    const pages = [];
    for (const offset of [0, 2, 4]) {
      pages.push(
        ((await list(`sort=specimenNum:desc&limit=2&offset=${offset}`, { tested: false })).body.rows as Json[]).map((row) => row.id),
      );
    }
    expect(pages).toEqual([[b, a], [c, d], [e]]);
  });

  it('keeps the plain sort, without groups, for a list that includes tested specimens', async () => {
    const { body } = await list('sort=specimenNum:desc');
    expect(body.rows.map((row: Json) => row.id)).toEqual([...set.specimenIds].reverse());
    expect(body.groups).toBeUndefined();
  });

  it('follows the due groups for Save & Next on the due list', async () => {
    const conditions = encodeURIComponent(JSON.stringify({ pickupId: set.pickup.id, tested: false }));
    const next = async (id: number) =>
      (await call<Json>(t, `/api/break-report/next/${id}?sort=specimenNum:desc&conditions=${conditions}`, { token: tokens.technician }))
        .body.next?.id;
    const [a, b, c, d] = set.specimenIds;
    expect(await next(b)).toBe(a);
    expect(await next(a)).toBe(c);
    expect(await next(c!)).toBe(d);
  });

  it('opens the specimen a label names: its QR link on any host, or its number; anything else is a search', async () => {
    const id = set.specimenIds[1];
    const href = `/admin/break-report/${id}`;
    const expected = { status: 'ok', href, specimen: { id, specimenNum: specimenNums[1], href } };
    expect((await scan(`https://lab.example.com/admin/break-report/${id}`)).body).toEqual(expected);
    expect((await scan(` ${specimenNums[1]!} `, 'customer-service')).body).toEqual(expected);
    for (const search of [String(set.pickup.pickupNumber), `${set.pickup.pickupNumber}.1`, 'Acme', '/admin/break-report/999999']) {
      expect((await scan(search)).body).toEqual({ status: 'ok', href: null, specimen: null });
    }
  });

  it('finds only specimens the break list has: not one of a pickup still to collect', async () => {
    const facts = await demoFacts(t);
    const made = await call<Json>(t, '/api/pickups', {
      token: tokens.admin,
      json: pickupJson(facts, { samples: [{ sampleTypeId: facts.cylinder.id, qty: 2, castDate: today, minPsi: 4000 }] }),
    });
    const waiting = made.body.pickup.samples[0].specimens[0];
    expect((await scan(waiting.specimenNum)).body.specimen).toBeNull();
    expect((await scan(`/admin/break-report/${waiting.id}`)).body.specimen).toBeNull();
  });

  it('answers 400 with the field message for an empty or overlong code', async () => {
    expect(await scan(' ')).toEqual({ status: 400, body: expect.objectContaining({ fields: { code: 'Scan or type a code' } }) });
    expect((await scan('1'.repeat(301))).body.fields).toEqual({ code: 'At most 300 characters' });
  });

  it("refuses customers and drivers, telling them nothing of any company's specimen", async () => {
    const other = await receivedCylinders(t, tokens.admin);
    const theirs = await dbOf(t)
      .selectFrom('specimens')
      .select('specimenNum')
      .where('id', '=', other.specimenIds[0])
      .executeTakeFirstOrThrow();
    for (const role of ['customer', 'driver'] as const) {
      for (const code of [specimenNums[0]!, theirs.specimenNum, `/admin/break-report/${other.specimenIds[0]}`]) {
        const { status, body } = await scan(code, role);
        expect(status).toBe(403);
        expect(JSON.stringify(body)).not.toMatch(/specimen|href|break-report\//);
      }
    }
  });

  it('shows Needs attention with the reason and who fixes it; the office gets the link to the pickup where the min psi is set', async () => {
    const unset = await receivedCylinders(t, tokens.admin, { minPsi: null });
    const saved = await call<Json>(t, '/api/break-report', {
      token: tokens.technician,
      method: 'POST',
      json: cylinderBreak(unset.specimenIds[0], 52000),
    });
    expect(saved.body.testResult.status).toBe('Pending');
    const only = encodeURIComponent(JSON.stringify({ id: unset.specimenIds[0] }));
    const rowAs = async (role: Role) => (await call<Json>(t, `/api/break-report?conditions=${only}`, { token: tokens[role] })).body.rows[0];
    const office = await rowAs('customer-service');
    expect(office).toMatchObject({
      badges: ['Needs attention'],
      attentionNote: `${NO_MIN_PSI_MESSAGE} The office (customer service) sets the min psi of the sample set on the pickup.`,
      attentionHref: `/admin/pickups/${unset.pickup.id}`,
    });
    expect(await rowAs('technician')).toMatchObject({ badges: ['Needs attention'], attentionHref: null });
    const html = await (await t.request('/admin/break-report', { token: tokens.technician, headers: { accept: 'text/html' } })).text();
    expect(html).toContain('Needs attention');
  });
});
