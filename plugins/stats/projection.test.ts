import { describe, expect, it, vi } from 'vitest';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { invoicingRevenue } from '../invoicing/index.ts';
import { forgetProjection, PROJECTION_TTL_MS, projectedRevenue } from './projection.ts';
import type { StatsDatabase } from './stats.table.ts';

describe("the dashboard's projected revenue", () => {
  it('computes once a minute per process, and again as soon as what it sums changes', async () => {
    const ctx = { db: {}, config: { fuelCharge: 15 } } as unknown as PluginContext<StatsDatabase>;
    const projected = vi
      .spyOn(invoicingRevenue, 'projected')
      .mockResolvedValueOnce(180)
      .mockResolvedValueOnce(230)
      .mockResolvedValueOnce(90);
    const start = 1_000_000;
    expect(await Promise.all([projectedRevenue(ctx, start), projectedRevenue(ctx, start + 5)])).toEqual([180, 180]);
    expect(await projectedRevenue(ctx, start + PROJECTION_TTL_MS - 1)).toBe(180);
    expect(await projectedRevenue(ctx, start + PROJECTION_TTL_MS)).toBe(230);
    forgetProjection(ctx);
    expect(await projectedRevenue(ctx, start + PROJECTION_TTL_MS + 1)).toBe(90);
    expect(projected).toHaveBeenCalledTimes(3);
    expect(projected).toHaveBeenCalledWith(ctx.db, 15);
    projected.mockRestore();
  });
});
