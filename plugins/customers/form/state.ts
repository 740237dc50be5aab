import type { CustomerProps } from '../islands/props.ts';
import type { NetTerms } from '../rules.ts';
import type { SampleTypeOption } from '../sample-types.ts';

/** The form's values: text as typed, choices as option values, flags as booleans. */
export interface CustomerFormValues {
  status: string;
  companyName: string;
  shortName: string;
  contactFirstName: string;
  contactLastName: string;
  contactEmail: string;
  contactPhone: string;
  contactPhone2: string;
  contactFax: string;
  companyPhone: string;
  companyLicense: string;
  billingAddress1: string;
  billingAddress2: string;
  billingCity: string;
  billingState: string;
  billingZip: string;
  invoiceTemplate: string;
  invoiceFrequency: string;
  invoiceReminder: string;
  netTermsId: string;
  sendStatements: boolean;
  sendInvoices: boolean;
  sendReports: boolean;
  chargeLateFee: boolean;
  fuelCharge: boolean;
  reportEmail: string;
  quickBooksID: string;
  reportHeaderImage: string;
  /** By sample type id. */
  rates: Record<number, RateValues>;
  templates: Record<number, string>;
}

export interface RateValues {
  rate: string;
  bogoInterval: string;
}

export type FlagField = 'sendStatements' | 'sendInvoices' | 'sendReports' | 'chargeLateFee' | 'fuelCharge';

export const TEXT_FIELDS = [
  'status',
  'companyName',
  'shortName',
  'contactFirstName',
  'contactLastName',
  'contactEmail',
  'contactPhone',
  'contactPhone2',
  'contactFax',
  'companyPhone',
  'companyLicense',
  'billingAddress1',
  'billingAddress2',
  'billingCity',
  'billingState',
  'billingZip',
  'invoiceTemplate',
  'invoiceFrequency',
  'reportEmail',
  'quickBooksID',
  'reportHeaderImage',
] as const;

export type TextField = (typeof TEXT_FIELDS)[number] | 'invoiceReminder' | 'netTermsId';

/** A customer as the form edits it; a new one starts with the spec's defaults. */
export function formValues(customer: CustomerProps | null): CustomerFormValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, customer ? String(customer[field] ?? '') : ''])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >;
  return {
    ...text,
    status: customer?.status ?? 'Active',
    invoiceTemplate: customer?.invoiceTemplate ?? 'default',
    invoiceReminder: customer ? String(customer.invoiceReminder) : '',
    netTermsId: customer ? String(customer.netTermsId) : '',
    sendStatements: customer?.sendStatements ?? true,
    sendInvoices: customer?.sendInvoices ?? true,
    sendReports: customer?.sendReports ?? true,
    chargeLateFee: customer?.chargeLateFee ?? false,
    fuelCharge: customer?.fuelCharge ?? false,
    rates: Object.fromEntries(
      (customer?.sampleRates ?? []).map((rate) => [
        rate.sampleTypeId,
        { rate: rate.rate === null ? '' : String(rate.rate), bogoInterval: rate.bogoInterval === null ? '' : String(rate.bogoInterval) },
      ]),
    ),
    templates: Object.fromEntries((customer?.templates ?? []).map((row) => [row.sampleTypeId, row.template])),
  };
}

/** What the form sends. Every sample type's rate row goes (empty ones are dropped by the server). */
export function requestBody(values: CustomerFormValues, sampleTypes: readonly SampleTypeOption[]): Record<string, unknown> {
  const { rates, templates, invoiceReminder, netTermsId, ...fields } = values;
  return {
    ...fields,
    invoiceReminder,
    netTermsId,
    sampleRates: sampleTypes.map((type) => ({
      sampleTypeId: type.id,
      rate: rates[type.id]?.rate ?? '',
      bogoInterval: rates[type.id]?.bogoInterval ?? '',
    })),
    templates: sampleTypes
      .filter((type) => (templates[type.id] ?? '').trim() !== '')
      .map((type) => ({ sampleTypeId: type.id, template: templates[type.id] })),
  };
}

/**
 * Field messages keyed for the form: list messages (`sampleRates.2.rate`) move to the sample
 * type they belong to (`rates.<typeId>.rate`), as the body listed them.
 */
export function formErrors(fields: Record<string, string>, body: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const match = /^(sampleRates|templates)\.(\d+)\.(\w+)$/.exec(path);
    const list = match ? (body[match[1]!] as Array<{ sampleTypeId: number }> | undefined) : undefined;
    const row = match && list ? list[Number(match[2])] : undefined;
    const key = match && row ? `${match[1] === 'sampleRates' ? 'rates' : 'templates'}.${row.sampleTypeId}.${match[3]}` : path;
    errors[key] ??= message;
  }
  return errors;
}

export function netTermsLabel(terms: readonly NetTerms[], id: string): string {
  return terms.find((term) => String(term.id) === id)?.term ?? '';
}
