import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as mini from 'zod/mini';
import { flagField, numberField, textField } from '../../lib/records/fields.ts';
import { withDefault } from './zod-mini.ts';
import { recordId } from './params.ts';
import { asClassic } from './classic-schema.ts';

/** A form's schema as the browser parses it, with the builders the forms use. */
const formSchema = mini
  .object({
    name: textField({ required: true, max: 20 }),
    count: numberField({ whole: true, max: 100 }),
    customerId: recordId('Choose a customer'),
    active: mini.optional(flagField),
    kind: withDefault(mini.enum(['a', 'b'], { error: 'Choose a kind' }), 'a'),
    emails: mini.pipe(
      mini.string().check(
        mini.trim(),
        mini.refine((value) => value.includes('@'), 'Enter an e-mail'),
      ),
      mini.transform((value: string) => value.toLowerCase()),
    ),
  })
  .check(
    mini.superRefine((value, ctx) => {
      if (value.count === 13) ctx.addIssue({ code: 'custom', path: ['count'], message: 'Not 13', input: value.count });
    }),
  );
const valid = { name: ' Acme ', count: '12', customerId: '4', active: 1, emails: ' A@X.COM ' };

const issuesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('asClassic', () => {
  it('rebuilds a zod/mini schema with full zod, parsing every value as the mini one does', () => {
    const classic = asClassic(formSchema);
    expect(classic).toBeInstanceOf(z.ZodType);
    expect(formSchema.safeParse(valid).data).toEqual({
      name: 'Acme',
      count: 12,
      customerId: 4,
      active: true,
      kind: 'a',
      emails: 'a@x.com',
    });
    const inputs = [
      valid,
      { ...valid, name: '  ', count: '1.5', customerId: 'x', kind: 'c', emails: 'nope' },
      { ...valid, count: 13, active: 2 },
      {},
      null,
    ];
    for (const input of inputs) {
      const fromMini = formSchema.safeParse(input);
      const fromClassic = classic.safeParse(input);
      expect(fromClassic.success).toBe(fromMini.success);
      expect(fromClassic.data).toEqual(fromMini.data);
      expect(issuesOf(fromClassic)).toEqual(issuesOf(fromMini));
    }
  });

  it('reaches mini schemas inside full zod ones, and leaves a full zod schema with none as it is', () => {
    const mixed = z.object({ id: mini.int(), names: z.array(mini.string().check(mini.maxLength(3, 'At most 3'))) });
    const rebuilt = asClassic(mixed) as unknown as z.ZodObject;
    expect(rebuilt).not.toBe(mixed);
    expect(rebuilt.shape.id).toBeInstanceOf(z.ZodType);
    expect(rebuilt.safeParse({ id: 1, names: ['abcd'] }).error?.issues[0]?.message).toBe('At most 3');
    const plain = z.object({ id: z.number() });
    expect(asClassic(plain)).toBe(plain);
    expect(asClassic(formSchema)).toBe(asClassic(formSchema));
  });

  it('gives the OpenAPI document the fields and bounds of a mini schema', () => {
    const app = new OpenAPIHono();
    const bodySchema = mini.object({ name: mini.string().check(mini.maxLength(20)), age: mini.optional(mini.int()) });
    app.openapi(
      createRoute({
        method: 'post',
        path: '/x',
        request: { body: { content: { 'application/json': { schema: asClassic(bodySchema) } } } },
        responses: { 200: { description: 'Done' } },
      }),
      (c) => c.json({}),
    );
    const document = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'x', version: '1' } });
    const body = document.paths!['/x']!.post!.requestBody as { content: Record<string, { schema: unknown }> };
    const schema = body.content['application/json']!.schema as {
      properties: Record<string, { maxLength?: number; type?: string }>;
      required: string[];
    };
    expect(schema.properties.name).toMatchObject({ type: 'string', maxLength: 20 });
    expect(schema.properties.age).toMatchObject({ type: 'integer' });
    expect(schema.required).toEqual(['name']);
  });
});
