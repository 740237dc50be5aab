import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../shared/field-messages.ts';
import { inspectorInputSchema, inspectorSearchSchema } from './schema.ts';

const parse = (input: Record<string, unknown>) => inspectorInputSchema.safeParse(input);
const messages = (input: Record<string, unknown>) => {
  const result = parse(input);
  return result.success ? {} : fieldMessages(result.error);
};

describe('the inspector schema', () => {
  it('requires the full name with the spec text, blank or missing', () => {
    expect(messages({})).toEqual({ fullName: 'This field is required' });
    expect(messages({ fullName: '   ' })).toEqual({ fullName: 'This field is required' });
  });

  it('checks the e-mail and the zip with the spec texts', () => {
    expect(messages({ fullName: 'Rosa', email: 'rosa@', zip: '92l01' })).toEqual({
      email: 'Enter a valid email address',
      zip: 'Enter a valid zip code',
    });
    expect(messages({ fullName: 'Rosa', zip: 'ABCDE' })).toEqual({ zip: 'Enter a valid zip code' });
    expect(parse({ fullName: 'Rosa', email: ' rosa@psi.example ', zip: '92101-1234' }).data).toMatchObject({
      email: 'rosa@psi.example',
      zip: '92101-1234',
    });
  });

  it('removes an empty zip and an empty customerId, and every blank text, before save', () => {
    const result = parse({ fullName: ' Rosa Delgado ', zip: '', customerId: '', firm: '  ', city: 'San Diego' });
    expect(result.data).toEqual({
      fullName: 'Rosa Delgado',
      mobilePhone: null,
      officePhone: null,
      fax: null,
      email: null,
      address1: null,
      address2: null,
      city: 'San Diego',
      state: null,
      zip: null,
      license: null,
      customerId: null,
      firm: null,
    });
  });

  it('reads a customer id from a number or a form string, and refuses anything else', () => {
    expect(parse({ fullName: 'Rosa', customerId: '12' }).data?.customerId).toBe(12);
    expect(parse({ fullName: 'Rosa', customerId: 12 }).data?.customerId).toBe(12);
    expect(messages({ fullName: 'Rosa', customerId: 'acme' })).toEqual({ customerId: 'Choose a customer' });
    expect(messages({ fullName: 'Rosa', customerId: -3 })).toEqual({ customerId: 'Choose a customer' });
  });

  it('takes a search query and an optional customer', () => {
    expect(inspectorSearchSchema.parse({ query: ' ros ' })).toEqual({ query: 'ros' });
    expect(inspectorSearchSchema.parse({ query: 'ros', customerId: '' })).toEqual({ query: 'ros', customerId: null });
    expect(inspectorSearchSchema.safeParse({}).success).toBe(false);
  });
});
