import type * as z from 'zod/mini';
import { preprocess } from './zod-mini.ts';

/**
 * Field names the specification spells in snake_case (`bogo_interval`) beside the portal's
 * camelCase (`bogoInterval`). A body may use either; the camelCase one wins when both come.
 * Answers carry both (see `withSpecNames`), so a client written from the specification works.
 */
export type SpecNames = Readonly<Record<string, string>>;

function renamed(value: unknown, names: SpecNames): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const body = { ...(value as Record<string, unknown>) };
  for (const [specName, portalName] of Object.entries(names)) {
    if (!(specName in body)) continue;
    if (body[portalName] === undefined) body[portalName] = body[specName];
    delete body[specName];
  }
  return body;
}

/** A body schema that also takes the specification's names for its fields. */
export function acceptingSpecNames<S extends z.core.$ZodType>(schema: S, names: SpecNames) {
  return preprocess((value) => renamed(value, names), schema);
}

/** An answer with the specification's names added beside the portal's. */
export function withSpecNames<T extends Record<string, unknown>>(record: T, names: SpecNames): T & Record<string, unknown> {
  const extra = Object.fromEntries(Object.entries(names).map(([specName, portalName]) => [specName, record[portalName]]));
  return { ...record, ...extra };
}
