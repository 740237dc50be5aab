import { z } from 'zod';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { PortalConfig } from '../config.ts';
import type { AppEnv } from '../http/env.ts';
import type { PermissionDefinition, PermissionRegistry } from '../plugin/permissions.ts';
import type { PortalRouter } from '../plugin/router.ts';
import { STAFF_ROLES } from '../roles.ts';
import { buildOpenApiDocument, type OpenApiDocument } from './document.ts';

export const API_REFERENCE_PERMISSION = 'core.api.read';

export const apiReferencePermissions: PermissionDefinition[] = [
  { name: API_REFERENCE_PERMISSION, roles: STAFF_ROLES, description: 'Read the API reference and its OpenAPI document' },
];

/**
 * `GET /api/openapi.json`, the OpenAPI 3.1 document of every API route, for signed-in staff; the
 * `api-reference` plugin serves its interactive reference. The document is built once, from the
 * assembled app.
 */
export function registerOpenApiDocument(
  api: PortalRouter,
  app: () => OpenAPIHono<AppEnv>,
  permissions: PermissionRegistry,
  config: PortalConfig,
): void {
  let document: OpenApiDocument | undefined;
  const built = () => (document ??= buildOpenApiDocument(app(), permissions, config));

  api.get(
    '/api/openapi.json',
    {
      permission: API_REFERENCE_PERMISSION,
      summary: 'This document: every API call, generated from its schemas',
      response: z
        .object({
          openapi: z.literal('3.1.0'),
          info: z.object({ title: z.string(), version: z.string() }).loose(),
          paths: z.record(z.string(), z.unknown()),
        })
        .loose(),
    },
    (c) => c.json(built()),
  );
}
