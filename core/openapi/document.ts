import type { OpenAPIHono } from '@hono/zod-openapi';
import type { PortalConfig } from '../config.ts';
import type { AppEnv } from '../http/env.ts';
import type { PermissionRegistry } from '../plugin/permissions.ts';
import { ROLES } from '../roles.ts';

export type OpenApiDocument = ReturnType<OpenAPIHono['getOpenAPI31Document']>;

/** One operation of the document, as the reference page lists it. */
export interface DocumentedOperation {
  method: string;
  path: string;
  summary: string;
  permission: string;
  roles: string[];
  parameters: Array<{ name: string; in: string; required: boolean; type: string }>;
  body: Array<{ name: string; required: boolean; type: string }>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * The OpenAPI 3.1 document of every API route, generated from the routes' zod schemas, with
 * the roles that hold each route's permission (`x-roles`) beside the permission itself.
 */
export function buildOpenApiDocument(app: OpenAPIHono<AppEnv>, permissions: PermissionRegistry, config: PortalConfig): OpenApiDocument {
  const document = app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: `${config.labName} API`,
      version: config.version,
      description: 'Every call answers `{ status: "ok", ... }` or `{ status: "error", error, fields? }`.',
    },
  });
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method] as (Record<string, unknown> & { 'x-permission'?: string }) | undefined;
      if (!operation?.['x-permission']) continue;
      operation['x-roles'] = ROLES.filter((role) => permissions.allows(role, operation['x-permission']!));
    }
  }
  return document;
}

function typeOf(schema: unknown): string {
  if (!schema || typeof schema !== 'object') return 'any';
  const { type, enum: choices, items } = schema as { type?: unknown; enum?: unknown[]; items?: unknown };
  if (Array.isArray(choices)) return choices.map((choice) => JSON.stringify(choice)).join(' | ');
  if (type === 'array') return `${typeOf(items)}[]`;
  if (Array.isArray(type)) return type.join(' | ');
  return typeof type === 'string' ? type : 'any';
}

/** The document's operations in the order of their paths, for the reference page. */
export function documentedOperations(document: OpenApiDocument): DocumentedOperation[] {
  const operations: DocumentedOperation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    for (const method of METHODS) {
      const operation = item[method] as
        | {
            summary?: string;
            'x-permission'?: string;
            'x-roles'?: string[];
            parameters?: Array<{ name: string; in: string; required?: boolean; schema?: unknown }>;
            requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown>; required?: string[] } }> };
          }
        | undefined;
      if (!operation) continue;
      const body = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? '',
        permission: operation['x-permission'] ?? '',
        roles: operation['x-roles'] ?? [],
        parameters: (operation.parameters ?? []).map((parameter) => ({
          name: parameter.name,
          in: parameter.in,
          required: parameter.required ?? false,
          type: typeOf(parameter.schema),
        })),
        body: Object.entries(body?.properties ?? {}).map(([name, schema]) => ({
          name,
          required: body?.required?.includes(name) ?? false,
          type: typeOf(schema),
        })),
      });
    }
  }
  return operations;
}
