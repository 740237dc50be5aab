import * as fc from 'fast-check';

/** The part of JSON Schema the API document uses (OpenAPI 3.1, written from the routes' zod schemas). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

/**
 * Values that broke endpoints before (issue 18's findings) or break endpoints in general: NUL
 * bytes, a trailing backslash in a pattern, numbers beyond every column, impossible dates, text
 * far over any limit, markup and formula starts, and every wrong type.
 */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  '',
  ' ',
  '\u0000',
  'text\u0000with a NUL',
  'ends with a backslash\\',
  '%',
  'x'.repeat(9000),
  '0000-01-01',
  '9999-12-31',
  '2024-02-30',
  '25:61',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '=HYPERLINK("http://example.com")',
  '\u{1F9F1}\u0301',
  0,
  -1,
  1.5,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  true,
  false,
  [],
  [null],
  {},
  { nested: { deeper: ['\u0000'] } },
];

const hostile = fc.constantFrom(...HOSTILE_VALUES);

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

function numberArbitrary(schema: JsonSchema, integer: boolean, mode: Mode): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1_000_000 : schema.exclusiveMinimum + (integer ? 1 : 0));
  const max = schema.maximum ?? (schema.exclusiveMaximum === undefined ? 1_000_000 : schema.exclusiveMaximum - (integer ? 1 : 0));
  const edges = mode === 'hostile' ? fc.constantFrom(min, max, min - 1, max + 1, 0) : fc.constantFrom(min, max);
  const inside = integer
    ? fc.integer({ min: Math.max(min, -2_147_483_647), max: Math.min(max, 2_147_483_647) })
    : fc.double({ min, max, noNaN: true });
  return fc.oneof(inside, edges);
}

function stringArbitrary(schema: JsonSchema, mode: Mode): fc.Arbitrary<string> {
  const maxLength = schema.maxLength ?? 300;
  const plain = fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(maxLength, 300), unit: 'grapheme' });
  const edges = fc.constantFrom('x'.repeat(maxLength + 1), 'x'.repeat(Math.max((schema.minLength ?? 0) - 1, 0)));
  const shaped: fc.Arbitrary<string>[] = mode === 'hostile' ? [plain, edges] : [plain];
  if (schema.pattern) shaped.push(fc.stringMatching(new RegExp(schema.pattern)));
  if (schema.format === 'email') shaped.push(fc.emailAddress());
  if (schema.format === 'date') shaped.push(fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)));
  // Dates and times are written as plain strings in the document: give them their shapes too.
  shaped.push(
    fc
      .date({ min: new Date('1800-01-01'), max: new Date('2200-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
  );
  return fc.oneof(...shaped);
}

/** Values of the described shape only, or with hostile values and values just beyond each bound mixed in. */
export type Mode = 'shaped' | 'hostile';

/**
 * An arbitrary of values for a JSON Schema. Shaped values get past validation and exercise what
 * lies behind it; in hostile mode, any place holds a hostile value a fifth of the time.
 */
export function arbitraryFor(schema: JsonSchema, mode: Mode, depth = 0): fc.Arbitrary<unknown> {
  const mixed = (arbitrary: fc.Arbitrary<unknown>) =>
    mode === 'hostile' ? fc.oneof({ weight: 4, arbitrary }, { weight: 1, arbitrary: hostile }) : arbitrary;
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices && choices.length > 0) return mixed(fc.oneof(...choices.map((choice) => arbitraryFor(choice, mode, depth))));
  if (schema.const !== undefined) return mixed(fc.constant(schema.const));
  if (schema.enum) return mixed(fc.constantFrom(...schema.enum));
  const shaped = typesOf(schema).map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'integer':
        return numberArbitrary(schema, true, mode);
      case 'number':
        return numberArbitrary(schema, false, mode);
      case 'string':
        return stringArbitrary(schema, mode);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return depth > 3
          ? fc.constant([])
          : fc.array(arbitraryFor(schema.items ?? {}, mode, depth + 1), { maxLength: Math.min(schema.maxItems ?? 5, 5) + 1 });
      case 'object':
        return depth > 3 ? fc.constant({}) : objectArbitrary(schema, mode, depth);
      default:
        return hostile;
    }
  });
  if (shaped.length === 0) return mode === 'hostile' ? hostile : fc.constant(null);
  return mixed(fc.oneof(...shaped));
}

function objectArbitrary(schema: JsonSchema, mode: Mode, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, arbitraryFor(property, mode, depth + 1)]));
  const required = (schema.required ?? []).filter((name) => name in properties);
  if (mode === 'shaped') return fc.record(model, { requiredKeys: required });
  // Mostly every required field, sometimes any subset: a missing field must be a 400 too.
  return fc.oneof(
    { weight: 3, arbitrary: fc.record(model, { requiredKeys: required }) },
    { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
  );
}

/** A query string's values: what a browser can send, text only; in shaped mode, at most one parameter. */
export function queryArbitrary(
  parameters: ReadonlyArray<{ name: string; schema: JsonSchema }>,
  mode: Mode,
): fc.Arbitrary<Record<string, string>> {
  const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  if (mode === 'shaped') {
    if (parameters.length === 0) return fc.constant({});
    const one = fc
      .constantFrom(...parameters)
      .chain(({ name, schema }) => arbitraryFor(schema, 'shaped').map((value) => ({ [name]: asText(value) })));
    return fc.oneof(fc.constant({}), one);
  }
  const model = Object.fromEntries(
    parameters.map(({ name, schema }) => [
      name,
      fc.oneof(
        arbitraryFor(schema, 'hostile').map(asText),
        fc.json({ maxDepth: 2 }),
        fc.dictionary(fc.constantFrom('id', 'customerId', 'companyName', 'name', 'schedPickupDate', 'qty'), hostile).map(asText),
      ),
    ]),
  );
  // Absent keys are left out, never undefined.
  return fc.record(model, { requiredKeys: [] }) as fc.Arbitrary<Record<string, string>>;
}

/** A stable seed per name, so that each route's cases are the same on every run and a failure reproduces. */
export function seedOf(name: string): number {
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash | 0;
}

/** Whether an answer's text shows a stack trace or the server's source paths. */
export function showsStackTrace(text: string): boolean {
  return /\n\s*at [^\n]*:\d+:\d+/.test(text) || /\bat [\w.<>]+ \([^)]*:\d+:\d+\)/.test(text) || /node_modules|\.tsx?:\d+/.test(text);
}
