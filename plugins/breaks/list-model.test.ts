import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fieldExpression } from '../../core/table/model.ts';
import { parseTableParams } from '../../core/table/params.ts';
import { compilingDatabase } from '../../testing/compiling-database.ts';
import { breakListModel } from './list.model.ts';

describe("the break list's model", () => {
  it('is made once per lab day and view, so a request reuses it and its parameters schema', () => {
    const today = breakListModel('2026-11-28');
    expect(breakListModel('2026-11-28')).toBe(today);
    expect(breakListModel('2026-11-28', { grouped: true })).not.toBe(today);
    expect(breakListModel('2026-11-29')).not.toBe(today);
    expect(parseTableParams(breakListModel('2026-11-29'), { sort: 'testDate:desc' }).sort).toEqual({ field: 'testDate', dir: 'desc' });
  });

  it("writes its day into the due groups, each day's model its own", () => {
    const db = compilingDatabase();
    const column = (day: string) => db.selectNoFrom(sql`${fieldExpression(breakListModel(day).fields.dueGroup)}`.as('due')).compile().sql;
    expect(column('2026-11-28')).toContain('2026-11-28');
    expect(column('2026-11-30')).toContain('2026-11-30');
    expect(column('2026-11-30')).not.toContain('2026-11-28');
  });
});
