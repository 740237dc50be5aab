import { describe, expect, it } from 'vitest';
import { idParams, recordId } from './params.ts';

const parsed = (value: unknown) => {
  const result = recordId('Invalid id').safeParse(value);
  return result.success ? { value: result.data } : { error: result.error.issues[0]?.message };
};

describe('record ids', () => {
  it('read an id from a number or its digits, within the range of an integer column', () => {
    expect([parsed(12), parsed(' 12 '), parsed(2_147_483_647)]).toEqual([{ value: 12 }, { value: 12 }, { value: 2_147_483_647 }]);
    for (const bad of [0, -1, 1.5, '1e3', 'x', 2_147_483_648, '99999999999', null]) expect(parsed(bad)).toEqual({ error: 'Invalid id' });
  });

  it('refuse a path id beyond the column, which would otherwise reach the database', () => {
    expect(idParams.safeParse({ id: '99999999999' }).success).toBe(false);
    expect(idParams.safeParse({ id: '42' }).data).toEqual({ id: 42 });
  });
});
