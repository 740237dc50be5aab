import { z } from 'zod';

/**
 * The schemas the forms share with the server are written with `zod/mini`, so the browser ships
 * only the parts of zod they use (decision 195). The server validates and documents every route
 * with full zod: the OpenAPI generator reads methods (`meta`, `isOptional`, `unwrap`) that mini
 * schemas do not have. Both kinds are built on the same core definitions and checks, so a mini
 * schema rebuilt from its definition with full zod's classes parses exactly as it did.
 */

type AnySchema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;
type Classic = new (def: Def) => z.ZodType;

/** Full zod's class for each definition type that holds no format. */
const CLASSES: Record<string, unknown> = {
  string: z.ZodString,
  number: z.ZodNumber,
  boolean: z.ZodBoolean,
  bigint: z.ZodBigInt,
  symbol: z.ZodSymbol,
  undefined: z.ZodUndefined,
  null: z.ZodNull,
  any: z.ZodAny,
  unknown: z.ZodUnknown,
  never: z.ZodNever,
  void: z.ZodVoid,
  date: z.ZodDate,
  array: z.ZodArray,
  object: z.ZodObject,
  union: z.ZodUnion,
  intersection: z.ZodIntersection,
  tuple: z.ZodTuple,
  record: z.ZodRecord,
  map: z.ZodMap,
  set: z.ZodSet,
  enum: z.ZodEnum,
  literal: z.ZodLiteral,
  file: z.ZodFile,
  transform: z.ZodTransform,
  optional: z.ZodOptional,
  nullable: z.ZodNullable,
  default: z.ZodDefault,
  prefault: z.ZodPrefault,
  nonoptional: z.ZodNonOptional,
  success: z.ZodSuccess,
  catch: z.ZodCatch,
  nan: z.ZodNaN,
  pipe: z.ZodPipe,
  readonly: z.ZodReadonly,
  template_literal: z.ZodTemplateLiteral,
  lazy: z.ZodLazy,
  promise: z.ZodPromise,
  custom: z.ZodCustom,
};

/** The string formats the shared schemas use, with full zod's classes. */
const STRING_FORMATS: Record<string, unknown> = { email: z.ZodEmail };

/** Full zod's class for the definition: its constructors take a definition, as zod's own builders call them. */
function classOf(def: Def): Classic {
  return fullClassOf(def) as Classic;
}

function fullClassOf(def: Def): unknown {
  if (def.type === 'string' && typeof def.format === 'string') return STRING_FORMATS[def.format] ?? z.ZodStringFormat;
  if (def.type === 'number' && def.check === 'number_format') return z.ZodNumberFormat;
  if (def.type === 'union' && def.discriminator !== undefined) return z.ZodDiscriminatedUnion;
  if (def.type === 'pipe' && def.transform !== undefined) return z.ZodCodec;
  if (def.type === 'pipe' && defOf(def.in as AnySchema).type === 'transform') return z.ZodPreprocess;
  const found = CLASSES[def.type];
  if (!found) throw new Error(`No full zod class for a ${def.type} schema`);
  return found;
}

/** The definition's fields that hold one schema, and those that hold a list of them. */
const SCHEMA_FIELDS = ['element', 'innerType', 'in', 'out', 'catchall', 'keyType', 'valueType', 'left', 'right', 'rest'] as const;
const SCHEMA_LISTS = ['options', 'items'] as const;

/** A schema's definition, where zod keeps it on both kinds of schema. */
// eslint-disable-next-line no-underscore-dangle -- zod's own field
const defOf = (schema: AnySchema): Def => schema._zod.def as Def;

const converted = new WeakMap<AnySchema, z.ZodType>();

/**
 * The schema as full zod builds it, with every schema inside it likewise; a full zod schema
 * with none inside is returned as it is. Conversions are kept, so a schema used by many routes
 * is rebuilt once.
 * @example asClassic(customerSchema).meta() // full zod's methods on a schema written with zod/mini
 */
export function asClassic<S extends AnySchema>(schema: S): z.ZodType<z.output<S>, z.input<S>> {
  const known = converted.get(schema);
  if (known) return known as z.ZodType<z.output<S>, z.input<S>>;
  const def = defOf(schema);
  const next: Def = { ...def };
  let changed = !(schema instanceof z.ZodType);
  const swap = (inner: AnySchema): AnySchema => {
    const rebuilt = asClassic(inner);
    if (rebuilt !== inner) changed = true;
    return rebuilt;
  };
  for (const field of SCHEMA_FIELDS) if (def[field]) next[field] = swap(def[field] as AnySchema);
  for (const field of SCHEMA_LISTS) if (Array.isArray(def[field])) next[field] = (def[field] as AnySchema[]).map(swap);
  if (def.type === 'object') {
    const shape = def.shape as Record<string, AnySchema>;
    next.shape = Object.fromEntries(Object.entries(shape).map(([key, inner]) => [key, swap(inner)]));
  }
  if (def.type === 'lazy') {
    const getter = def.getter as () => AnySchema;
    next.getter = () => asClassic(getter());
    changed = true;
  }
  const result = changed ? new (classOf(def))(next) : (schema as unknown as z.ZodType);
  converted.set(schema, result);
  return result as z.ZodType<z.output<S>, z.input<S>>;
}
