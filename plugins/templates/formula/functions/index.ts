/**
 * The built-in functions, by name. Names are matched without regard to case (ROUNDTO works as
 * in a spreadsheet); the documentation spells them as listed here.
 */
import { average, condAvg, standardDeviation } from './aggregate.ts';
import { dateDiff, dateFormat, latestDate } from './dates.ts';
import { isEqual } from './equality.ts';
import { lastValue, map, or } from './lists.ts';
import { vlookup } from './lookup.ts';
import { numberFormat, numberFormatSig, roundSig, roundTo } from './rounding.ts';
import type { FormulaFunction } from './types.ts';

const BUILT_INS: Record<string, FormulaFunction> = {
  average,
  roundTo,
  map,
  or,
  vlookup,
  standardDeviation,
  dateDiff,
  lastValue,
  isEqual,
  condAvg,
  numberFormat,
  dateFormat,
  roundSig,
  numberFormatSig,
  latestDate,
};

/** The function names as documented, e.g. for editor completion. */
export const FUNCTION_NAMES: readonly string[] = Object.keys(BUILT_INS);

const byLowerCase = new Map(Object.entries(BUILT_INS).map(([name, fn]) => [name.toLowerCase(), fn]));

/** The built-in function with this name (any case), or undefined. */
export function findFunction(name: string): FormulaFunction | undefined {
  return byLowerCase.get(name.toLowerCase());
}

export type { FormulaFunction } from './types.ts';
