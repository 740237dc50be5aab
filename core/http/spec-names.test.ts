import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { acceptingSpecNames, withSpecNames } from './spec-names.ts';

const NAMES = { bogo_interval: 'bogoInterval' } as const;
const rate = acceptingSpecNames(z.object({ rate: z.number(), bogoInterval: z.number().nullish() }), NAMES);

describe("the specification's field names", () => {
  it("takes the specification's name, the portal's, and prefers the portal's when both come", () => {
    expect(rate.parse({ rate: 40, bogo_interval: 5 })).toEqual({ rate: 40, bogoInterval: 5 });
    expect(rate.parse({ rate: 40, bogoInterval: 6 })).toEqual({ rate: 40, bogoInterval: 6 });
    expect(rate.parse({ rate: 40, bogoInterval: 6, bogo_interval: 5 })).toEqual({ rate: 40, bogoInterval: 6 });
  });

  it('checks a value under either name', () => {
    expect(rate.safeParse({ rate: 40, bogo_interval: 'five' }).success).toBe(false);
  });

  it('answers with both names', () => {
    expect(withSpecNames({ rate: 40, bogoInterval: 5 }, NAMES)).toEqual({ rate: 40, bogoInterval: 5, bogo_interval: 5 });
  });
});
