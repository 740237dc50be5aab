import { describe, expect, it } from 'vitest';
import { customerSchema } from '../schema.ts';
import { fieldMessages } from '../../../shared/field-messages.ts';
import { formErrors, formValues, requestBody } from './state.ts';

const types = [
  { id: 7, description: 'Cylinder 4x8', defaultRate: 25, nonSpecimen: false, defaultReportTemplate: 'ds-pq-502.1' },
  { id: 9, description: 'Grout Prism', defaultRate: 28, nonSpecimen: false, defaultReportTemplate: 'ds-pq-502.4' },
];

describe('the customer form state', () => {
  it('starts a new customer with the spec defaults: Active, default template, every notice on, no fees', () => {
    const values = formValues(null);
    expect(values).toMatchObject({
      status: 'Active',
      invoiceTemplate: 'default',
      invoiceFrequency: '',
      invoiceReminder: '',
      netTermsId: '',
    });
    expect(values).toMatchObject({ sendStatements: true, sendInvoices: true, sendReports: true, chargeLateFee: false, fuelCharge: false });
  });

  it('sends a rate row per sample type and a template row per chosen template', () => {
    const values = { ...formValues(null), rates: { 9: { rate: '12', bogoInterval: '' } }, templates: { 7: 'ds-pq-502.1', 9: '' } };
    const body = requestBody(values, types);
    expect(body.sampleRates).toEqual([
      { sampleTypeId: 7, rate: '', bogoInterval: '' },
      { sampleTypeId: 9, rate: '12', bogoInterval: '' },
    ]);
    expect(body.templates).toEqual([{ sampleTypeId: 7, template: 'ds-pq-502.1' }]);
    expect(body).not.toHaveProperty('rates');
  });

  it('places list messages on the sample type they belong to', () => {
    const values = { ...formValues(null), rates: { 9: { rate: '-1', bogoInterval: 'x' } } };
    const body = requestBody(values, types);
    const result = customerSchema.safeParse(body);
    expect(result.success).toBe(false);
    const errors = formErrors(fieldMessages(result.error!), body);
    expect(errors['rates.9.rate']).toBe('Value must be positive');
    expect(errors['rates.9.bogoInterval']).toBe('Invalid number');
    expect(errors.companyName).toBe('This field is required');
    expect(formErrors({ 'templates.0.template': 'Unknown template' }, { templates: [{ sampleTypeId: 9, template: 'x' }] })).toEqual({
      'templates.9.template': 'Unknown template',
    });
  });
});
