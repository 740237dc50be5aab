import type { OpenAPIHono } from '@hono/zod-openapi';
import type { PortalConfig } from '../config.ts';
import type { AppEnv } from '../http/env.ts';
import { publicAddress } from '../http/public-url.ts';
import { SESSION_COOKIE } from '../auth/cookie.ts';
import type { PermissionRegistry } from '../plugin/permissions.ts';
import { ROLES } from '../roles.ts';

export type OpenApiDocument = ReturnType<OpenAPIHono['getOpenAPI31Document']>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * The OpenAPI 3.1 document of every API route, generated from the routes' zod schemas, with
 * the roles that hold each route's permission (`x-roles`) beside the permission itself, the
 * portal's address as its server, and the two ways of signing in as its security schemes.
 */
export function buildOpenApiDocument(app: OpenAPIHono<AppEnv>, permissions: PermissionRegistry, config: PortalConfig): OpenApiDocument {
  const document = app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: `${config.labName} API`,
      version: config.version,
      description:
        'Every call answers `{ status: "ok", ... }` or `{ status: "error", error, fields? }`. ' +
        'Scripts sign in with `POST /auth/local` and send its `token` as `Authorization: Bearer <token>`.',
      license: { name: 'Proprietary' },
    },
    servers: [{ url: publicAddress(config), description: 'This portal' }],
  });
  document.components = {
    ...document.components,
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer', description: 'The `token` that `POST /auth/local` answers with' },
      cookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: "A browser's session, set at sign-in" },
    },
  };
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method] as (Record<string, unknown> & { 'x-permission'?: string }) | undefined;
      if (!operation?.['x-permission']) continue;
      operation['x-roles'] = ROLES.filter((role) => permissions.allows(role, operation['x-permission']!));
    }
  }
  return document;
}
