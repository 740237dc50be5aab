import { z } from 'zod';
import { InputError } from '../errors.ts';
import { NUL_IN_TEXT } from '../http/nul-text.ts';
import { fieldMessages } from '../../shared/field-messages.ts';
import { nulPath } from '../http/validate.ts';
import { readConditions, type Condition } from './conditions.ts';
import type { TableModel, TableSort } from './model.ts';
import { DATE_YEARS, isIsoDate } from '../../shared/dates.ts';

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 500;
export const MAX_SEARCH_LENGTH = 200;
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** A list request after checking: only declared fields, known operators and typed values. */
export interface TableParams {
  sort: TableSort;
  conditions: Condition[];
  startDate?: string | undefined;
  endDate?: string | undefined;
  limit: number;
  offset: number;
  search?: string | undefined;
  /** False skips the count query. */
  count: boolean;
  format?: ExportFormat | undefined;
}

const PARAMETERS = ['sort', 'conditions', 'startDate', 'endDate', 'limit', 'offset', 'search', 'count', 'format'];

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));

const isoDate = (name: string) =>
  z.string().refine(isIsoDate, `${name} must be a date (YYYY-MM-DD) from ${DATE_YEARS.first} to ${DATE_YEARS.last}`);

function readSort(model: TableModel, text: string, ctx: z.RefinementCtx): TableSort {
  const match = /^([A-Za-z][\w.]*)(?::(asc|desc))?$/i.exec(text.trim());
  if (!match) {
    ctx.addIssue({ code: 'custom', message: 'sort must be field:asc or field:desc' });
    return model.defaultSort;
  }
  const field = match[1] ?? '';
  const declared = Object.hasOwn(model.fields, field) ? model.fields[field] : undefined;
  if (!declared) ctx.addIssue({ code: 'custom', message: `Unknown sort field "${field}"` });
  else if (declared.sortable === false) ctx.addIssue({ code: 'custom', message: `Cannot sort by "${field}"` });
  return { field, dir: (match[2]?.toLowerCase() ?? 'asc') as TableSort['dir'] };
}

function buildSchema(model: TableModel) {
  return z
    .object({
      sort: z
        .string()
        .transform((text, ctx) => readSort(model, text, ctx))
        .optional(),
      conditions: z
        .string()
        .transform((text, ctx) => readConditions(model, text, ctx))
        .optional(),
      startDate: isoDate('startDate').optional(),
      endDate: isoDate('endDate').optional(),
      limit: wholeNumber(1, MAX_LIMIT, `limit must be a whole number from 1 to ${MAX_LIMIT}`).optional(),
      offset: wholeNumber(0, 999_999_999, 'offset must be a whole number of 0 or more').optional(),
      search: z.string().max(MAX_SEARCH_LENGTH, `search must be at most ${MAX_SEARCH_LENGTH} characters`).optional(),
      count: z.enum(['true', 'false'], 'count must be true or false').optional(),
      format: z.enum(EXPORT_FORMATS, 'format must be csv or xlsx').optional(),
    })
    .superRefine((value, ctx) => {
      if ((value.startDate || value.endDate) && !model.dateField) {
        ctx.addIssue({ code: 'custom', path: [value.startDate ? 'startDate' : 'endDate'], message: 'This table has no date to filter by' });
      }
      if (value.startDate && value.endDate && value.endDate < value.startDate) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate must not be before startDate' });
      }
    });
}

const schemas = new WeakMap<TableModel, ReturnType<typeof buildSchema>>();

/**
 * Reads a list request's query string against a model. Anything it does not know (a parameter,
 * a field, an operator, a value of the wrong type) is an `InputError` naming the parameter.
 * @example parseTableParams(usersModel, { sort: 'lastName:DESC', limit: '200' })
 */
export function parseTableParams(model: TableModel, query: Record<string, string>): TableParams {
  let schema = schemas.get(model);
  if (!schema) {
    schema = buildSchema(model);
    schemas.set(model, schema);
  }
  const nul = nulPath(query);
  if (nul !== undefined) throw new InputError(NUL_IN_TEXT, { [nul]: NUL_IN_TEXT });
  const result = schema.safeParse(query);
  const fields = result.success ? {} : fieldMessages(result.error);
  for (const key of Object.keys(query)) {
    if (!PARAMETERS.includes(key)) fields[key] ??= `Unknown parameter "${key}"`;
  }
  const messages = Object.values(fields);
  if (!result.success || messages.length > 0) {
    throw new InputError(messages.length === 1 ? (messages[0] ?? '') : 'Please correct the highlighted fields', fields);
  }
  const value = result.data;
  const search = value.search?.trim();
  return {
    sort: value.sort ?? model.defaultSort,
    conditions: value.conditions ?? [],
    startDate: value.startDate,
    endDate: value.endDate,
    limit: value.limit ?? DEFAULT_LIMIT,
    offset: value.offset ?? 0,
    search: search ? search : undefined,
    count: value.count !== 'false',
    format: value.format,
  };
}
