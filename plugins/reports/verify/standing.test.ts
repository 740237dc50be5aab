import { describe, expect, it } from 'vitest';
import { newVerifyCode, normalVerifyCode, VERIFY_CODE } from './code.ts';
import { standing, standingText } from './standing.ts';

describe('where an issued revision stands', () => {
  it('is current while no later revision exists and the report is not being amended', () => {
    expect(standing(1, [1], 1)).toEqual({ state: 'current' });
    expect(standing(2, [1, 2], 2)).toEqual({ state: 'current' });
  });

  it('is withdrawn while its amendment is open, superseded by the next revision once that is issued', () => {
    expect(standing(1, [1], 2)).toEqual({ state: 'withdrawn' });
    expect(standing(1, [1, 2], 2)).toEqual({ state: 'superseded', by: 2 });
    expect(standing(1, [1, 3, 2], 3)).toEqual({ state: 'superseded', by: 2 });
    expect(standingText({ state: 'superseded', by: 2 })).toBe('Superseded by revision 2');
  });
});

describe('verification codes', () => {
  it('carry 104 random bits in 21 base32 characters, and read back typed in groups and lower case', () => {
    const codes = new Set(Array.from({ length: 200 }, newVerifyCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(VERIFY_CODE);
    const code = [...codes][0]!;
    expect(
      normalVerifyCode(
        code
          .toLowerCase()
          .match(/.{1,4}/g)!
          .join('-'),
      ),
    ).toBe(code);
    expect(normalVerifyCode('not-a-code')).toBeUndefined();
  });
});
