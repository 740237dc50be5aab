import { Hono, type Handler } from 'hono';
import type { AppEnv } from '../http/env.ts';
import type { RoutePermission } from './permissions.ts';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A handler or middleware of a declared route. */
export type RouteHandler = Handler<AppEnv>;

export interface DeclaredRoute {
  method: RouteMethod;
  path: string;
  permission: RoutePermission;
  kind: 'api' | 'page';
}

/** Builds the guard middleware that enforces a route's permission; core supplies it. */
export type GuardFactory = (permission: RoutePermission, kind: 'api' | 'page') => RouteHandler;

/**
 * A Hono router whose every route names its permission. The guard runs before the handlers,
 * and the declaration is recorded so core can refuse to start with an undeclared route.
 * @example router.get('/api/customers/:id', 'customers.customer.read', (c) => ...)
 */
export class PortalRouter {
  readonly app = new Hono<AppEnv>();
  readonly routes: DeclaredRoute[] = [];

  constructor(
    private readonly kind: 'api' | 'page',
    private readonly guard: GuardFactory,
  ) {}

  get(path: string, permission: RoutePermission, ...handlers: RouteHandler[]) {
    return this.#add('GET', path, permission, handlers);
  }
  post(path: string, permission: RoutePermission, ...handlers: RouteHandler[]) {
    return this.#add('POST', path, permission, handlers);
  }
  put(path: string, permission: RoutePermission, ...handlers: RouteHandler[]) {
    return this.#add('PUT', path, permission, handlers);
  }
  patch(path: string, permission: RoutePermission, ...handlers: RouteHandler[]) {
    return this.#add('PATCH', path, permission, handlers);
  }
  delete(path: string, permission: RoutePermission, ...handlers: RouteHandler[]) {
    return this.#add('DELETE', path, permission, handlers);
  }

  #add(method: RouteMethod, path: string, permission: RoutePermission, handlers: RouteHandler[]): this {
    if (handlers.length === 0) throw new Error(`${method} ${path} has no handler`);
    this.routes.push({ method, path, permission, kind: this.kind });
    this.app.on(method, path, this.guard(permission, this.kind), ...handlers);
    return this;
  }
}
