import { OpenAPIHono } from '@hono/zod-openapi';
import { zValidator } from '@hono/zod-validator';
import type { Context, Handler, MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import type { AppEnv, SignedInEnv } from '../http/env.ts';
import { asClassic } from '../http/classic-schema.ts';
import { parseInput, refuseNul, rejectInvalid } from '../http/validate.ts';
import type { MediaType } from '../http/media-types.ts';
import { PUBLIC, type RoutePermission } from './permissions.ts';

/** A zod schema, written with full zod or with `zod/mini`. */
type Schema = z.core.$ZodType;

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a route answers: JSON (the API's envelope), a page, a file download or a redirect. */
export type RouteAnswer = 'json' | 'page' | 'file' | 'redirect';

/**
 * A route's description: who may call it, what it does, and the zod schemas of its input.
 * The same schemas validate the request (through `@hono/zod-validator`) and describe the route
 * in the OpenAPI document, so the document cannot drift from the code. A schema written with
 * `zod/mini` (one the forms share) is rebuilt with full zod's classes for both (`asClassic`).
 */
export interface RouteSpec {
  permission: RoutePermission;
  /** One line for the API reference: what the call does. */
  summary: string;
  description?: string;
  /** Path parameters, `c.req.valid('param')`. */
  params?: Schema;
  /** Query string, `c.req.valid('query')`. */
  query?: Schema;
  /** JSON body, `c.req.valid('json')`. */
  body?: Schema;
  /**
   * A body whose schema depends on who asks (a driver sends only the road fields, a customer no
   * charges): picks the schema per request; `body` then documents every field it may hold.
   */
  bodyFor?: (c: Context<SignedInEnv>) => Schema;
  /** The answer's schema, for the document; the API envelope `{ status: 'ok' }` when absent. */
  response?: Schema;
  /** 200 unless said (201 for a create). */
  status?: 200 | 201;
  answers?: RouteAnswer;
  /** The media types of a file answer (`MEDIA_TYPES.pdf`), or of the files a JSON route also answers with (a list's exports). */
  media?: readonly MediaType[];
  /** Middleware run after the permission guard and before validation (an upload's body limit). */
  middleware?: MiddlewareHandler[];
  /**
   * A GET that changes something (mails, generates, syncs): the spec's calls name it a GET, so it
   * stays one for API clients, and gets a POST twin on the same path, which the pages use. Both
   * refuse a request from another site, and a cookie without the portal client's header, as
   * every write does (decision 170).
   */
  changesState?: boolean;
}

type Nothing = Record<never, never>;
type Valid<S> = (S extends { params: infer P extends Schema } ? { param: z.output<P> } : Nothing) &
  (S extends { query: infer Q extends Schema } ? { query: z.output<Q> } : Nothing) &
  (S extends { body: infer B extends Schema } ? { json: z.output<B> } : Nothing);

/** The environment a route's handler sees: a guarded route always has a signed-in user. */
export type EnvOf<S extends RouteSpec> = S['permission'] extends typeof PUBLIC ? AppEnv : SignedInEnv;

/** The handler of a described route, typed by its spec: `c.req.valid('json')`, `c.get('auth').user`. */
export type RouteHandler<S extends RouteSpec> = Handler<EnvOf<S>, string, { out: Valid<S> }>;

export interface DeclaredRoute {
  method: RouteMethod;
  path: string;
  permission: RoutePermission;
  kind: 'api' | 'page';
  summary: string;
  /** Every write, and a GET declared `changesState`: refused from another site (decision 170). */
  changesState: boolean;
  /** A page route that answers a file (a service worker, a manifest, an icon) is no screen to open. */
  file: boolean;
}

/**
 * Builds the guard middleware that enforces a route's permission, and for a route that changes
 * something refuses a request from another site first; core supplies it.
 */
export type GuardFactory = (permission: RoutePermission, kind: 'api' | 'page', changesState?: boolean) => MiddlewareHandler<AppEnv>;

/** `/api/pickups/:id{[0-9]+}` as OpenAPI writes it: `/api/pickups/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
}

function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}

const okEnvelope = z.object({ status: z.literal('ok') }).loose();
const errorEnvelope = z
  .object({
    status: z.literal('error'),
    error: z.string(),
    fields: z.record(z.string(), z.string()).optional().describe('A message per field of the input that was refused'),
    level: z.literal('warning').optional(),
  })
  .meta({ id: 'Error' });
const binary = z.string().meta({ format: 'binary' });

function describedAnswer(spec: RouteSpec) {
  const answers = spec.answers ?? 'json';
  if (answers === 'page') return { description: 'The page', content: { 'text/html': { schema: z.string() } } };
  if (answers === 'redirect') return { description: 'A redirect' };
  const files = Object.fromEntries((spec.media ?? ['application/octet-stream']).map((type) => [type, { schema: binary }]));
  if (answers === 'file') return { description: 'The file', content: files };
  return {
    description: 'Done',
    content: { 'application/json': { schema: spec.response ? asClassic(spec.response) : okEnvelope }, ...(spec.media ? files : {}) },
  };
}

const refusal = (description: string) => ({ description, content: { 'application/json': { schema: errorEnvelope } } });

/**
 * The 4xx answers a route can give, from what it declares: input, a permission, an id in its
 * path; a write from a browser is also refused when it comes from another site.
 */
function refusals(spec: RouteSpec, method: RouteMethod, path: string) {
  const guarded = spec.permission !== PUBLIC;
  const forbidden = [
    ...(guarded ? ["the caller's role does not hold the route's permission"] : []),
    ...(method === 'GET' ? [] : ['a browser sent it from another site']),
  ];
  return {
    ...(spec.params || spec.query || spec.body || spec.bodyFor
      ? { 400: refusal('The input was refused: `fields` names each problem') }
      : {}),
    ...(guarded ? { 401: refusal('Not signed in, or the session ended') } : {}),
    ...(forbidden.length > 0 ? { 403: refusal(`Refused: ${forbidden.join(', or ')}`) } : {}),
    ...(pathParameterNames(path).length > 0 ? { 404: refusal('No such record (or not the caller’s company’s)') } : {}),
  };
}

/** A unique, readable operation name from the method and the path: `getPickupsReceiveById` for GET /api/pickups/receive/{id}. */
export function operationId(method: RouteMethod, path: string): string {
  const words = openApiPath(path)
    .split('/')
    .filter((segment) => segment && segment !== 'api')
    .map((segment) => (segment.startsWith('{') ? `by-${segment.slice(1, -1)}` : segment));
  return [method.toLowerCase(), ...words]
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('');
}

/**
 * A router whose every route names its permission and describes itself. The guard runs
 * first, then the validators, then the handler; the declaration is recorded so core can
 * refuse to start with an undeclared route, and registered for the OpenAPI document.
 * @example router.get('/api/customers/:id{[0-9]+}', { permission: P.read, summary: 'One customer', params: idParams },
 *   async (c) => ok(c, { customer: await findCustomer(db, c.req.valid('param').id, companyScopeOf(c)) }))
 */
export class PortalRouter {
  readonly app = new OpenAPIHono<AppEnv>();
  readonly routes: DeclaredRoute[] = [];

  constructor(
    private readonly kind: 'api' | 'page',
    private readonly guard: GuardFactory,
    /** Checks each JSON answer against the route's `response` schema (tests turn it on), so the document cannot drift from the answers. */
    private readonly checkResponses = false,
  ) {}

  get<const S extends RouteSpec>(path: string, spec: S, handler: RouteHandler<S>) {
    return this.#add('GET', path, spec, handler);
  }
  post<const S extends RouteSpec>(path: string, spec: S, handler: RouteHandler<S>) {
    return this.#add('POST', path, spec, handler);
  }
  put<const S extends RouteSpec>(path: string, spec: S, handler: RouteHandler<S>) {
    return this.#add('PUT', path, spec, handler);
  }
  patch<const S extends RouteSpec>(path: string, spec: S, handler: RouteHandler<S>) {
    return this.#add('PATCH', path, spec, handler);
  }
  delete<const S extends RouteSpec>(path: string, spec: S, handler: RouteHandler<S>) {
    return this.#add('DELETE', path, spec, handler);
  }

  #add<S extends RouteSpec>(method: RouteMethod, path: string, spec: S, handler: RouteHandler<S>): this {
    if (spec.changesState && method !== 'GET') throw new Error(`${method} ${path}: only a GET is declared changesState; every write is`);
    // A page opens from a link, which cannot carry the portal client's header: it shows, it never acts.
    if (spec.changesState && this.kind === 'page') throw new Error(`${method} ${path}: a page cannot change state; give it a call`);
    this.#register(method, path, spec, handler);
    if (spec.changesState) {
      const twin = { ...spec, summary: `${spec.summary} (the POST twin of the GET, for the pages)` };
      this.#register('POST', path, twin, handler);
    }
    return this;
  }

  #register<S extends RouteSpec>(method: RouteMethod, path: string, spec: S, handler: RouteHandler<S>): void {
    const changesState = method !== 'GET' || spec.changesState === true;
    this.routes.push({
      method,
      path,
      permission: spec.permission,
      kind: this.kind,
      summary: spec.summary,
      changesState,
      file: spec.answers === 'file',
    });
    const validators: MiddlewareHandler[] = [refuseNulInput(spec)];
    if (spec.params) validators.push(zValidator('param', asClassic(spec.params), rejectInvalid));
    if (spec.query) validators.push(zValidator('query', asClassic(spec.query), rejectInvalid));
    if (spec.bodyFor) {
      const pick = spec.bodyFor;
      validators.push(validator('json', (value, c) => parseInput(pick(c as Context<SignedInEnv>), value)) as MiddlewareHandler);
    } else if (spec.body) {
      validators.push(zValidator('json', asClassic(spec.body), rejectInvalid));
    }
    // The one place where a guarded route's handler meets the general environment: the guard
    // before it has refused every request without a signed-in user.
    const answer = this.checkResponses && spec.response ? checkedAnswer(`${method} ${path}`, spec.response, handler as Handler) : handler;
    this.app.on(
      method,
      path,
      this.guard(spec.permission, this.kind, changesState),
      ...(spec.middleware ?? []),
      ...validators,
      answer as Handler,
    );
    if (this.kind === 'api') this.#describe(method, path, spec);
  }

  #describe(method: RouteMethod, path: string, spec: RouteSpec): void {
    // A path kept with a trailing slash for old clients is the same call as the one without: documented once.
    if (path.length > 1 && path.endsWith('/')) return;
    const declared = spec.params ? [] : pathParameterNames(path);
    const params =
      spec.params ?? (declared.length > 0 ? z.object(Object.fromEntries(declared.map((name) => [name, z.string()]))) : undefined);
    const permission = `Permission: \`${spec.permission}\`.`;
    this.app.openAPIRegistry.registerPath({
      method: method.toLowerCase() as Lowercase<RouteMethod>,
      path: openApiPath(path),
      summary: spec.summary,
      description: spec.description ? `${spec.description}\n\n${permission}` : permission,
      // Grouped by the first word after /api (`pickups`), or of the path (`auth`).
      tags: [path.split('/')[path.startsWith('/api/') ? 2 : 1] ?? 'api'],
      operationId: operationId(method, path),
      // Signed in by a bearer token (scripts) or the session cookie (browsers); the public routes need neither.
      security: spec.permission === PUBLIC ? [] : [{ bearer: [] }, { cookie: [] }],
      'x-permission': spec.permission,
      request: {
        ...(params ? { params: asClassic(params) as z.ZodObject } : {}),
        ...(spec.query ? { query: asClassic(spec.query) as z.ZodObject } : {}),
        ...(spec.body ? { body: { content: { 'application/json': { schema: asClassic(spec.body) } } } } : {}),
      },
      responses: {
        [spec.status ?? 200]: describedAnswer(spec),
        ...refusals(spec, method, path),
        default: {
          description: 'An error: `{ status: "error", error, fields? }`',
          content: { 'application/json': { schema: errorEnvelope } },
        },
      },
    });
  }
}

/** A handler whose successful JSON answers must match the route's declared response; a mismatch is the route's bug, a 500. */
function checkedAnswer(route: string, response: Schema, handler: Handler): Handler {
  return async (c, next) => {
    const answer = await handler(c, next);
    if (answer instanceof Response && answer.ok && (answer.headers.get('content-type') ?? '').includes('application/json')) {
      const checked = z.safeParse(response, await answer.clone().json());
      if (!checked.success) throw new Error(`${route} answered outside its declared response: ${z.prettifyError(checked.error)}`);
    }
    return answer;
  };
}

/**
 * Refuses a request whose parameters, query or JSON body hold U+0000, before any schema reads
 * them: PostgreSQL cannot store it, and a schema that accepts any text would pass it on.
 */
function refuseNulInput(spec: RouteSpec): MiddlewareHandler {
  return async function refuseNulCharacter(c, next) {
    refuseNul(c.req.param());
    // A parameter given once is named by its name alone (`search`, not `search.0`).
    refuseNul(
      Object.fromEntries(Object.entries(c.req.queries()).map(([name, values]) => [name, values.length === 1 ? values[0] : values])),
    );
    if ((spec.body || spec.bodyFor) && (c.req.header('content-type') ?? '').includes('json')) {
      refuseNul(await c.req.json().catch(() => null));
    }
    await next();
  };
}
