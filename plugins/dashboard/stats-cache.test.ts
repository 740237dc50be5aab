import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Actor } from '../../core/auth/actor.ts';
import { DataChanges } from '../../core/cache/data-changes.ts';
import type { Role } from '../../core/roles.ts';
import { ok } from '../../core/http/respond.ts';
import { definePlugin, type PluginContext } from '../../core/plugin/define-plugin.ts';
import { extend } from '../../core/plugin/extension-points.ts';
import { call } from '../../testing/call.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import { DEMO_EMAIL } from '../../testing/role-matrix.ts';
import { dashboardCards, type DashboardRequest, type ListCard, type StatCard } from '../../core/dashboard/cards.ts';
import type { ListsLoader, StatsLoader } from './dashboard.ts';
import { cachedLists, cachedStats, DASHBOARD_STATS_TTL_MS } from './stats-cache.ts';
import dashboard from './index.ts';

const request = (role: Role, customerId: number | null, today = '2026-11-24'): DashboardRequest => ({
  actor: { userId: 1, role, customerId } as Actor,
  today,
});
const card = (key: string): StatCard => ({ key, title: key, permission: 'probe.stat.read', order: 1, load: async () => 0 });

describe("the dashboard's kept numbers", () => {
  afterEach(() => void vi.useRealTimers());

  // The loader stands for the cards' queries: what it is asked, and how often.
  const counting = () => {
    const asked: string[] = [];
    const load: StatsLoader = async (req, cards) => {
      asked.push(`${req.actor.role}/${req.actor.customerId}/${req.today}`);
      return Object.fromEntries(cards.map((c) => [c.key, req.actor.customerId ?? asked.length]));
    };
    return { asked, load };
  };

  it('shares one answer among the roles seeing the same keys on the same day, and computes once for requests together', async () => {
    const { asked, load } = counting();
    const stats = cachedStats(new DataChanges(), load);
    const together = await Promise.all([
      stats(request('admin', null), [card('a'), card('b')]),
      stats(request('customer-service', null), [card('b'), card('a')]),
      stats(request('admin', null), [card('a'), card('b')]),
    ]);
    expect(together).toEqual([
      { a: 1, b: 1 },
      { a: 1, b: 1 },
      { a: 1, b: 1 },
    ]);
    expect(await stats(request('technician', null), [card('b')])).toEqual({ b: 2 });
    expect(await stats(request('admin', null, '2026-11-25'), [card('a'), card('b')])).toEqual({ a: 3, b: 3 });
    expect(asked).toEqual(['admin/null/2026-11-24', 'technician/null/2026-11-24', 'admin/null/2026-11-25']);
  });

  it("never gives a person another's own number (a driver's stops)", async () => {
    const { asked, load } = counting();
    const stats = cachedStats(new DataChanges(), load);
    const own: StatCard = { ...card('stops'), perPerson: true };
    const driver = (userId: number): DashboardRequest => ({
      actor: { userId, role: 'driver', customerId: null } as Actor,
      today: '2026-11-24',
    });
    await stats(driver(4), [own]);
    await stats(driver(5), [own]);
    await stats(driver(4), [own]);
    expect(asked).toEqual(['driver/null/2026-11-24', 'driver/null/2026-11-24']);
  });

  it("never gives a customer another company's answer", async () => {
    const { asked, load } = counting();
    const stats = cachedStats(new DataChanges(), load);
    expect(await stats(request('customer', 7), [card('own')])).toEqual({ own: 7 });
    expect(await stats(request('customer', 8), [card('own')])).toEqual({ own: 8 });
    expect(await stats(request('customer', 7), [card('own')])).toEqual({ own: 7 });
    expect(asked).toEqual(['customer/7/2026-11-24', 'customer/8/2026-11-24']);
  });

  it('computes again once the time is up, or at once when this process writes', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T08:00:00Z') });
    const changes = new DataChanges();
    const { asked, load } = counting();
    const stats = cachedStats(changes, load);
    await stats(request('admin', null), [card('a')]);
    vi.advanceTimersByTime(DASHBOARD_STATS_TTL_MS - 1);
    await stats(request('admin', null), [card('a')]);
    expect(asked).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await stats(request('admin', null), [card('a')]);
    expect(asked).toHaveLength(2);
    changes.announce();
    await stats(request('admin', null), [card('a')]);
    expect(asked).toHaveLength(3);
  });
});

describe("the dashboard's kept lists", () => {
  const person = (role: Role, userId: number, customerId: number | null): DashboardRequest => ({
    actor: { userId, role, customerId } as Actor,
    today: '2026-11-24',
  });
  const list = (id: string): ListCard => ({ id, title: id, permission: 'probe.stat.read', order: 1, empty: 'None', load: async () => [] });
  const counting = () => {
    const asked: string[] = [];
    const load: ListsLoader = async (req, cards) => {
      asked.push(`${req.actor.role}/${req.actor.userId}/${req.actor.customerId}`);
      return cards.map((shown) => [{ label: `${shown.id} of ${req.actor.userId}` }]);
    };
    return { asked, load };
  };

  it('keeps each person its own rows: a driver never gets another driver’s stops, a customer another company’s', async () => {
    const { asked, load } = counting();
    const lists = cachedLists(new DataChanges(), load);
    expect(await lists(person('driver', 4, null), [list('today')])).toEqual([[{ label: 'today of 4' }]]);
    expect(await lists(person('driver', 5, null), [list('today')])).toEqual([[{ label: 'today of 5' }]]);
    expect(await lists(person('customer', 6, 7), [list('today')])).toEqual([[{ label: 'today of 6' }]]);
    expect(await lists(person('driver', 4, null), [list('today')])).toEqual([[{ label: 'today of 4' }]]);
    expect(asked).toEqual(['driver/4/null', 'driver/5/null', 'customer/6/7']);
  });

  it('reads again when this process writes', async () => {
    const changes = new DataChanges();
    const { asked, load } = counting();
    const lists = cachedLists(changes, load);
    await lists(person('admin', 1, null), [list('overdue'), list('paused')]);
    await lists(person('admin', 1, null), [list('overdue'), list('paused')]);
    expect(asked).toHaveLength(1);
    changes.announce();
    await lists(person('admin', 1, null), [list('overdue'), list('paused')]);
    expect(asked).toHaveLength(2);
  });
});

/** A stat counting the audit trail's rows, and a call that adds one. */
function auditProbe(loads: { count: number }) {
  return definePlugin({
    id: 'probe',
    permissions: [
      { name: 'probe.stat.read', roles: ['admin', 'customer-service'] },
      { name: 'probe.changes.write', roles: ['admin'] },
    ],
    extensions: [
      extend(dashboardCards, (_request, ctx: PluginContext) => ({
        stats: [
          {
            key: 'changes',
            title: 'Changes',
            permission: 'probe.stat.read',
            order: 1,
            load: async () => {
              loads.count += 1;
              const row = await ctx.db
                .selectFrom('auditTrail')
                .select(sql<string>`count(*)`.as('n'))
                .executeTakeFirstOrThrow();
              return Number(row.n);
            },
          },
        ],
      })),
    ],
    jobs: [
      {
        name: 'probe.record',
        run: async (_data, ctx) => {
          await ctx.audit.record(ctx.db, { entity: 'probe', recordId: 9, action: 'update', actor: { userId: null } });
        },
      },
    ],
    api(ctx) {
      const router = ctx.http.api();
      router.post('/api/probe/changes', { permission: 'probe.changes.write', summary: 'Records a change' }, async (c) => {
        await ctx.audit.record(ctx.db, { entity: 'probe', recordId: 1, action: 'update', actor: { userId: null } });
        return ok(c, {});
      });
      return router;
    },
  });
}

describe('GET /api/dashboard-stats kept between writes', () => {
  const loads = { count: 0 };
  let t: TestPortal;
  const tokens = {} as Record<'admin' | 'customer-service', string>;
  const changes = async (role: keyof typeof tokens = 'admin') =>
    ((await call(t, '/api/dashboard-stats', { token: tokens[role] })).body.stats as { changes: number }).changes;

  beforeAll(async () => {
    t = await createTestPortal({ kind: 'pglite', plugins: [dashboard, auditProbe(loads)] });
    for (const role of ['admin', 'customer-service'] as const) tokens[role] = (await t.signIn(DEMO_EMAIL[role])).token;
  });
  afterAll(() => t.close());

  it('reuses the answer, and counts again after a write through the API or straight in the database', async () => {
    const before = await changes();
    const counted = loads.count;
    expect(await changes()).toBe(before);
    expect(await changes('customer-service')).toBe(before);
    expect(loads.count).toBe(counted);

    expect((await call(t, '/api/probe/changes', { token: tokens.admin, json: {} })).status).toBe(200);
    expect(await changes()).toBe(before + 1);
    await t.db.insertInto('auditTrail').values({ entity: 'probe', recordId: '2', action: 'update', userId: null }).execute();
    expect(await changes()).toBe(before + 2);
    expect(loads.count).toBe(counted + 2);
  });

  it("counts again after a job's write, not after the queue's own bookkeeping", async () => {
    await changes();
    const counted = loads.count;
    await t.runJobs();
    await changes();
    expect(loads.count).toBe(counted);
    const before = await changes();
    await t.portal.contextOf('probe').jobs.enqueue(t.db, 'probe.record', {});
    await changes();
    expect(loads.count).toBe(counted);
    await t.runJobs();
    expect(await changes()).toBe(before + 1);
    expect(loads.count).toBe(counted + 1);
  });

  it('counts once for requests arriving together, and not again for a refused write', async () => {
    await t.db.insertInto('auditTrail').values({ entity: 'probe', recordId: '3', action: 'update', userId: null }).execute();
    const counted = loads.count;
    const answers = await Promise.all(Array.from({ length: 8 }, () => changes()));
    expect(new Set(answers).size).toBe(1);
    expect(loads.count).toBe(counted + 1);
    expect((await call(t, '/api/probe/changes', { token: tokens['customer-service'], json: {} })).status).toBe(403);
    await changes();
    expect(loads.count).toBe(counted + 1);
  });
});
