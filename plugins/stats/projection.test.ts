import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataChanges } from '../../core/cache/data-changes.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { invoicingRevenue } from '../invoicing/index.ts';
import { forgetProjection, PROJECTION_TTL_MS, projectedRevenue } from './projection.ts';
import type { StatsDatabase } from './stats.table.ts';

describe("the dashboard's projected revenue", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('computes once a minute per process, and again once what it sums changed and that write ended', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T08:00:00Z') });
    const dataChanges = new DataChanges();
    const ctx = { db: {}, config: { fuelCharge: 15 }, dataChanges } as unknown as PluginContext<StatsDatabase>;
    const projected = vi
      .spyOn(invoicingRevenue, 'projected')
      .mockResolvedValueOnce(180)
      .mockResolvedValueOnce(230)
      .mockResolvedValueOnce(90);
    expect(await Promise.all([projectedRevenue(ctx), projectedRevenue(ctx)])).toEqual([180, 180]);
    vi.advanceTimersByTime(PROJECTION_TTL_MS - 1);
    expect(await projectedRevenue(ctx)).toBe(180);
    vi.advanceTimersByTime(1);
    expect(await projectedRevenue(ctx)).toBe(230);
    // Another plugin's write, anything but pickups and invoices, keeps it.
    dataChanges.announce();
    expect(await projectedRevenue(ctx)).toBe(230);
    await dataChanges.serve(async () => {
      forgetProjection(ctx);
      // Inside the writing request, before its commit: a figure read now must not outlive it.
      expect(await projectedRevenue(ctx)).toBe(230);
    });
    expect(await projectedRevenue(ctx)).toBe(90);
    expect(projected).toHaveBeenCalledTimes(3);
    expect(projected).toHaveBeenCalledWith(ctx.db, 15);
  });
});
