import { z } from 'zod';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { PortalConfig } from '../config.ts';
import { allowInlineStyleElements } from '../http/content-security.ts';
import type { AppEnv } from '../http/env.ts';
import type { PermissionDefinition, PermissionRegistry } from '../plugin/permissions.ts';
import type { PortalRouter } from '../plugin/router.ts';
import { STAFF_ROLES } from '../roles.ts';
import { buildOpenApiDocument, type OpenApiDocument } from './document.ts';
import { SCALAR_INIT_PATH, SCALAR_SCRIPT_PATH, scalarInitScript, scalarReferencePage, scalarScript } from './scalar.ts';

export const API_REFERENCE_PERMISSION = 'core.api.read';

export const apiReferencePermissions: PermissionDefinition[] = [
  { name: API_REFERENCE_PERMISSION, roles: STAFF_ROLES, description: 'Read the API reference and its OpenAPI document' },
];

/**
 * `GET /api/openapi.json` (the OpenAPI 3.1 document of every API route) and `/api/docs` (its
 * interactive reference, Scalar's, whose try-it sends requests with the caller's session), for
 * signed-in staff. The document is built once, from the assembled app.
 */
export function registerApiReference(
  api: PortalRouter,
  pages: PortalRouter,
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
  pages.get('/api/docs', { permission: API_REFERENCE_PERMISSION, summary: 'The interactive API reference', answers: 'page' }, async (c) => {
    // Scalar's script adds its own <style> elements; its scripts stay the portal's files alone.
    allowInlineStyleElements(c);
    return c.html(await scalarReferencePage());
  });
  pages.get(
    SCALAR_INIT_PATH,
    { permission: API_REFERENCE_PERMISSION, summary: "The reference page's start-up script", answers: 'file' },
    async (c) => c.body(await scalarInitScript(), 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  );
  pages.get(
    SCALAR_SCRIPT_PATH,
    { permission: API_REFERENCE_PERMISSION, summary: "Scalar's script, from its npm package", answers: 'file' },
    async (c) =>
      c.body((await scalarScript()) as Uint8Array<ArrayBuffer>, 200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'private, max-age=86400',
      }),
  );
}
