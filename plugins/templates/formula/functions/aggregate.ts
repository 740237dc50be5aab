/** Averages and spread: `average`, `standardDeviation`, `condAvg`. */
import { finite, numericValue } from '../values.ts';
import { looseEqual } from './equality.ts';
import { asList, eager } from './types.ts';

/** Every number (or numeric text) in the arguments, lists flattened to any depth. */
export function collectNumbers(values: readonly unknown[], into: number[] = []): number[] {
  for (const value of values) {
    if (Array.isArray(value)) {
      collectNumbers(value, into);
      continue;
    }
    const number = numericValue(value);
    if (number !== null) into.push(number);
  }
  return into;
}

export function mean(numbers: readonly number[]): number | null {
  if (numbers.length === 0) return null;
  let total = 0;
  for (const number of numbers) total += number;
  return finite(total / numbers.length);
}

/** Sample standard deviation (n - 1), by the two-pass method that avoids cancellation. */
export function sampleStandardDeviation(numbers: readonly number[]): number | null {
  if (numbers.length < 2) return null;
  const centre = mean(numbers);
  if (centre === null) return null;
  let squares = 0;
  for (const number of numbers) squares += (number - centre) ** 2;
  return finite(Math.sqrt(squares / (numbers.length - 1)));
}

export const average = eager(1, Infinity, (args) => mean(collectNumbers(args)));

export const standardDeviation = eager(1, Infinity, (args) => sampleStandardDeviation(collectNumbers(args)));

/** `condAvg(values, keys, match)`: pairs values with keys up to the shorter list. */
export const condAvg = eager(3, 3, ([values, keys, match]) => {
  const valueList = asList(values);
  const keyList = asList(keys);
  const picked: number[] = [];
  const count = Math.min(valueList.length, keyList.length);
  for (let i = 0; i < count; i += 1) {
    if (!looseEqual(keyList[i], match)) continue;
    const number = numericValue(valueList[i]);
    if (number !== null) picked.push(number);
  }
  return mean(picked);
});
