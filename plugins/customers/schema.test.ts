import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import type { z } from 'zod/mini';
import { fieldMessages } from '../../shared/field-messages.ts';
import { idParams } from '../../core/http/params.ts';
import {
  customerLoginSchema,
  customerSchema,
  customerSearchSchema,
  isEmailList,
  ownBillingEmailMessage,
  ownCustomerSchema,
} from './schema.ts';
import { validCustomer } from './test-support.ts';

const messages = (schema: z.core.$ZodType, value: unknown) => {
  const result = safeParse(schema, value);
  return result.success ? {} : fieldMessages(result.error);
};

describe('the admin customer form', () => {
  it('accepts a complete customer, trims text, empties optional fields to null and defaults the invoice template', () => {
    const parsed = customerSchema.parse(
      validCustomer({ companyName: '  Harbor Ready Mix ', contactFax: '', invoiceTemplate: undefined, invoiceReminder: '0' }),
    );
    expect(parsed.companyName).toBe('Harbor Ready Mix');
    expect(parsed.contactFax).toBeNull();
    expect(parsed.invoiceTemplate).toBe('default');
    expect(parsed.invoiceReminder).toBe(0);
    expect(parsed.status).toBeUndefined();
  });

  it('requires every field the spec marks required, with one message each', () => {
    const required = [
      'companyName',
      'contactFirstName',
      'contactLastName',
      'contactPhone',
      'companyPhone',
      'billingAddress1',
      'billingCity',
      'billingState',
      'billingZip',
      'contactEmail',
      'invoiceFrequency',
      'invoiceReminder',
      'netTermsId',
    ];
    const blank = Object.fromEntries(required.map((field) => [field, '']));
    expect(messages(customerSchema, validCustomer(blank))).toEqual(
      Object.fromEntries(required.map((field) => [field, 'This field is required'])),
    );
    expect(messages(customerSchema, {})).toEqual(Object.fromEntries(required.map((field) => [field, 'This field is required'])));
    expect(messages(customerSchema, validCustomer({ invoiceTemplate: '' }))).toEqual({ invoiceTemplate: 'This field is required' });
  });

  it('bounds rates and bogo intervals to what a lab can mean, and ids to the column, saying so', () => {
    const rates = [{ sampleTypeId: 1, rate: 1e12, bogoInterval: 5000 }];
    expect(messages(customerSchema, validCustomer({ sampleRates: rates }))).toEqual({
      'sampleRates.0.rate': 'At most 100,000',
      'sampleRates.0.bogoInterval': 'At most 1,000',
    });
    expect(messages(customerLoginSchema, { customerId: 2_147_483_648 })).toEqual({ customerId: 'Choose a customer' });
    expect(messages(idParams, { id: '99999999999' })).toEqual({ id: 'Invalid id' });
  });

  it('limits the short name to 10 characters', () => {
    expect(messages(customerSchema, validCustomer({ shortName: 'ABCDEFGHIJ' }))).toEqual({});
    expect(messages(customerSchema, validCustomer({ shortName: 'ABCDEFGHIJK' }))).toEqual({ shortName: 'Name too long' });
  });

  it.each([
    ['ap@harbor.example', true],
    ['ap@harbor.example, owner@harbor.example,ops@harbor.example', true],
    ['ap@harbor', false],
    ['ap@harbor.example,', false],
    ['ap@harbor.example; owner@harbor.example', false],
  ])('billing e-mail %j valid: %s', (email, valid) => {
    expect(isEmailList(email)).toBe(valid);
    const expected = valid ? {} : { contactEmail: 'Enter a valid email address, or multiple separated by a comma' };
    expect(messages(customerSchema, validCustomer({ contactEmail: email }))).toEqual(expected);
    expect(messages(customerSchema, validCustomer({ reportEmail: email }))).toEqual(valid ? {} : { reportEmail: expected.contactEmail });
  });

  it('stores an e-mail list as addresses separated by a comma and a space', () => {
    expect(customerSchema.parse(validCustomer({ contactEmail: 'a@x.example ,b@y.example' })).contactEmail).toBe('a@x.example, b@y.example');
    expect(customerSchema.parse(validCustomer({ reportEmail: '' })).reportEmail).toBeNull();
  });

  it.each(['9460', 'ABCDE', '94607-12', '94 607'])('refuses the zip %j', (billingZip) => {
    expect(messages(customerSchema, validCustomer({ billingZip }))).toEqual({ billingZip: 'Enter valid zip code' });
  });

  it('accepts a five-digit zip and ZIP+4', () => {
    expect(messages(customerSchema, validCustomer({ billingZip: '94607-1234' }))).toEqual({});
  });

  it('takes only the spec choices for status, template, frequency and reminder', () => {
    expect(
      messages(
        customerSchema,
        validCustomer({ status: 'Gone', invoiceTemplate: 'fancy', invoiceFrequency: 'Hourly', invoiceReminder: 45 }),
      ),
    ).toEqual({
      status: 'Choose a status',
      invoiceTemplate: 'This field is required',
      invoiceFrequency: 'This field is required',
      invoiceReminder: 'This field is required',
    });
  });

  it('checks the rates: positive numbers, whole bogo intervals, each sample type once', () => {
    const rates = [
      { sampleTypeId: 1, rate: '-2', bogoInterval: 3 },
      { sampleTypeId: 2, rate: 'abc', bogoInterval: '1.5' },
      { sampleTypeId: 1, rate: 10, bogoInterval: null },
    ];
    expect(messages(customerSchema, validCustomer({ sampleRates: rates }))).toEqual({
      'sampleRates.0.rate': 'Value must be positive',
      'sampleRates.1.rate': 'Invalid number',
      'sampleRates.1.bogoInterval': 'Invalid number',
    });
    expect(messages(customerSchema, validCustomer({ sampleRates: [rates[0]!, rates[2]!].map((rate) => ({ ...rate, rate: 5 })) }))).toEqual({
      'sampleRates.1.sampleTypeId': 'This sample type is listed twice',
    });
    expect(
      customerSchema.parse(validCustomer({ sampleRates: [{ sampleTypeId: '4', rate: '12.5', bogoInterval: '' }] })).sampleRates,
    ).toEqual([{ sampleTypeId: 4, rate: 12.5, bogoInterval: null }]);
  });

  it('checks the templates: a template id per sample type', () => {
    expect(messages(customerSchema, validCustomer({ templates: [{ sampleTypeId: 1, template: '' }] }))).toEqual({
      'templates.0.template': 'This field is required',
    });
    expect(customerSchema.parse(validCustomer({ templates: [{ sampleTypeId: 1, template: 'ds-pq-502.1' }] })).templates).toEqual([
      { sampleTypeId: 1, template: 'ds-pq-502.1' },
    ]);
  });
});

it('takes a jpg or png as the header image, never another file', () => {
  expect(messages(customerSchema, validCustomer({ reportHeaderImage: 'customer_3_ab.gif' }))).toEqual({
    reportHeaderImage: 'The header image must be a jpg or png',
  });
  expect(messages(customerSchema, validCustomer({ reportHeaderImage: '../etc/passwd.png' }))).toEqual({
    reportHeaderImage: 'Invalid image',
  });
  expect(messages(customerSchema, validCustomer({ reportHeaderImage: 'customer_3_ab.PNG' }))).toEqual({});
});

describe('the self-service form', () => {
  it('wants a single billing e-mail once edited, and saves a stored list unchanged', () => {
    expect(ownBillingEmailMessage('a@x.example, b@y.example', 'a@x.example')).toBe('Enter a valid email address');
    expect(ownBillingEmailMessage('not an address', null)).toBe('Enter a valid email address');
    expect(ownBillingEmailMessage('b@y.example', 'a@x.example, b@y.example')).toBeNull();
    expect(ownBillingEmailMessage('a@x.example,b@y.example', 'a@x.example, b@y.example')).toBeNull();
    expect(messages(ownCustomerSchema, validCustomer({ contactEmail: '' }))).toEqual({ contactEmail: 'This field is required' });
  });

  it('has the same rules for the rest, and drops what only the lab sets', () => {
    expect(messages(ownCustomerSchema, validCustomer({ shortName: 'ABCDEFGHIJK', billingZip: 'x' }))).toEqual({
      shortName: 'Name too long',
      billingZip: 'Enter valid zip code',
    });
    const parsed = ownCustomerSchema.parse(
      validCustomer({ status: 'Inactive', fuelCharge: true, quickBooksID: '9', sampleRates: [], netTermsId: 1 }),
    );
    for (const field of [
      'status',
      'fuelCharge',
      'quickBooksID',
      'sampleRates',
      'netTermsId',
      'invoiceFrequency',
      'invoiceReminder',
      'invoiceTemplate',
    ]) {
      expect(parsed).not.toHaveProperty(field);
    }
  });
});

describe('the customer search', () => {
  it('trims the text and wants one', () => {
    expect(customerSearchSchema.parse({ query: ' acm ' })).toEqual({ query: 'acm' });
    expect(customerSearchSchema.safeParse({}).success).toBe(false);
  });
});
