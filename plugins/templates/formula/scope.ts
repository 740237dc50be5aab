/**
 * How names are found while evaluating. A scope is a plain record or a resolver function;
 * a name the scope does not hold falls through to the constants, then is an error.
 */

/** Marks a name the scope does not hold (as opposed to one that holds null). */
export const MISSING: unique symbol = Symbol('missing');

/** A resolver: the value of a name, or MISSING. */
export type Lookup = (name: string) => unknown;

/** What callers hand to `evaluate`: a record of names, or a function returning undefined for unknown names. */
export type Scope = Readonly<Record<string, unknown>> | ((name: string) => unknown);

export const CONSTANTS: Readonly<Record<string, number>> = { PI: Math.PI };

export const CONSTANT_NAMES: readonly string[] = Object.keys(CONSTANTS);

const EMPTY: Lookup = () => MISSING;

export function toLookup(scope: Scope | undefined): Lookup {
  if (scope === undefined || scope === null) return EMPTY;
  if (typeof scope === 'function') {
    return (name) => {
      const value = scope(name);
      return value === undefined ? MISSING : value;
    };
  }
  if (typeof scope !== 'object') return EMPTY;
  return (name) => (Object.hasOwn(scope, name) ? scope[name] : MISSING);
}

/** Cleans a value read from a scope at the surface: no undefined, NaN, Infinity or functions. */
export function surfaceValue(value: unknown): unknown {
  switch (typeof value) {
    case 'number':
      return Number.isFinite(value) ? value : null;
    case 'string':
    case 'boolean':
    case 'object':
      return value;
    case 'bigint': {
      const number = Number(value);
      return Number.isFinite(number) ? number : null;
    }
    default:
      return null;
  }
}
