import type { OpenAPIHono } from '@hono/zod-openapi';
import type { PortalConfig } from '../config.ts';
import type { AppEnv } from '../http/env.ts';
import type { PermissionDefinition, PermissionRegistry } from '../plugin/permissions.ts';
import type { PortalRouter } from '../plugin/router.ts';
import { STAFF_ROLES } from '../roles.ts';
import type { PageRenderer } from '../ssr/renderer.tsx';
import { ApiReferencePage } from './ApiReferencePage.tsx';
import { buildOpenApiDocument, documentedOperations, type OpenApiDocument } from './document.ts';

export const API_REFERENCE_PERMISSION = 'core.api.read';

export const apiReferencePermissions: PermissionDefinition[] = [
  { name: API_REFERENCE_PERMISSION, roles: STAFF_ROLES, description: 'Read the API reference and its OpenAPI document' },
];

/**
 * `GET /api/openapi.json` (the OpenAPI 3.1 document of every API route) and `/api/docs` (its
 * reference page), for signed-in staff. The document is built once, from the assembled app.
 */
export function registerApiReference(
  api: PortalRouter,
  pages: PortalRouter,
  render: PageRenderer,
  app: () => OpenAPIHono<AppEnv>,
  permissions: PermissionRegistry,
  config: PortalConfig,
): void {
  let document: OpenApiDocument | undefined;
  const built = () => (document ??= buildOpenApiDocument(app(), permissions, config));

  api.get(
    '/api/openapi.json',
    { permission: API_REFERENCE_PERMISSION, summary: 'This document: every API call, generated from its schemas' },
    (c) => c.json(built()),
  );
  pages.get('/api/docs', { permission: API_REFERENCE_PERMISSION, summary: 'The API reference page', answers: 'page' }, (c) =>
    render(c, <ApiReferencePage operations={documentedOperations(built())} />, { title: 'API reference' }),
  );
}
