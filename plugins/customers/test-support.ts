import type { Kysely } from 'kysely';
import type { AnyDatabase } from '../../core/db/database.ts';
import type { SampleTypesDatabase } from '../sample-types/index.ts';

/** A customer the admin form accepts. */
export function validCustomer(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    companyName: 'Harbor Ready Mix',
    shortName: 'HARBOR',
    contactFirstName: 'Morgan',
    contactLastName: 'Reyes',
    contactEmail: 'ap@harbor.example',
    contactPhone: '555-0100',
    companyPhone: '555-0101',
    billingAddress1: '1 Dock Street',
    billingCity: 'Oakland',
    billingState: 'CA',
    billingZip: '94607',
    invoiceTemplate: 'default',
    invoiceFrequency: 'Monthly',
    invoiceReminder: 30,
    netTermsId: 3,
    ...overrides,
  };
}


/** Adds sample types for tests that need some, whatever the sample-types seed holds. */
export async function insertSampleTypes(db: AnyDatabase, descriptions: string[]): Promise<number[]> {
  const rows = await (db as Kysely<SampleTypesDatabase>)
    .insertInto('sampleTypes')
    .values(descriptions.map((description) => ({ description, nonSpecimen: false, defaultRate: '20.00', defaultReportTemplate: null })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The cookies after a response: the previous ones, updated by its Set-Cookie headers. */
export function cookiesAfter(response: Response, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  for (const line of response.headers.getSetCookie()) {
    const [name, value = ''] = (line.split(';')[0] ?? '').split('=') as [string, string?];
    if (value === '') jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}
