import type { OpenApiDocument } from '../core/openapi/document.ts';

/**
 * The operations whose JSON answer the document gives only as the envelope `{ status: 'ok' }`
 * with anything beside it: routes that declare no `response` (decision 142), as `METHOD path`.
 */
export function envelopeOnly(document: OpenApiDocument): string[] {
  const bare: string[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item as Record<string, { responses?: Record<string, unknown> }>)) {
      for (const [status, response] of Object.entries(operation?.responses ?? {})) {
        if (!/^2\d\d$/.test(status)) continue;
        const schema = (response as { content?: Record<string, { schema?: { properties?: object; additionalProperties?: unknown } }> })
          .content?.['application/json']?.schema;
        if (
          schema?.properties &&
          Object.keys(schema.properties).join() === 'status' &&
          schema.additionalProperties !== false &&
          schema.additionalProperties !== undefined
        )
          bare.push(`${method.toUpperCase()} ${path}`);
      }
    }
  }
  return bare.sort();
}
