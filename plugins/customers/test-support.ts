import type { Kysely } from 'kysely';
import type { AnyDatabase } from '../../core/db/database.ts';
import type { SampleTypesDatabase } from '../sample-types/index.ts';
import { hashPassword } from '../../core/auth/password.ts';
import type { CoreDatabase } from '../../core/db/core-database.ts';
import { TEST_PASSWORD, type TestPortal } from '../../testing/portal.ts';
import type { NoticeChoices } from './notices.ts';

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

type CompanyDb = Kysely<
  CoreDatabase & { customers: { id: number; companyName: string } & Record<string, unknown>; netTerms: { id: number } }
>;

/**
 * Another customer company with its own customer-role user, signed in: what the isolation
 * tests try to reach across. Answers the company's id and the user's token.
 */
export async function otherCompany(t: TestPortal, name: string): Promise<{ customerId: number; token: string }> {
  const db = t.db as unknown as CompanyDb;
  const terms = await db.selectFrom('netTerms').select('id').orderBy('id').executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('customers')
    .values({
      companyName: name,
      contactFirstName: 'Other',
      contactLastName: 'Company',
      contactEmail: 'ap@other.example',
      contactPhone: '555-0100',
      companyPhone: '555-0101',
      billingAddress1: '1 Other Way',
      billingCity: 'Fresno',
      billingState: 'CA',
      billingZip: '93701',
      invoiceFrequency: 'Monthly',
      netTermsId: terms.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@other.example`;
  await db
    .insertInto('users')
    .values({
      email,
      firstName: 'Other',
      lastName: name,
      role: 'customer',
      customerId: id,
      passwordHash: await hashPassword(TEST_PASSWORD),
      emailVerifiedAt: new Date(),
    })
    .execute();
  return { customerId: id, token: (await t.signIn(email)).token };
}

/** The demo customer user's company (the customers plugin's seed links customer@demo.lab to it). */
export async function demoCompanyId(t: TestPortal): Promise<number> {
  const user = await t.db.selectFrom('users').select('customerId').where('email', '=', 'customer@demo.lab').executeTakeFirstOrThrow();
  if (user.customerId === null) throw new Error('customer@demo.lab is not linked to a company');
  return user.customerId;
}

/**
 * Chooses a customer user's notices as the user does on My Company, signed in as it (only the
 * notices named change). Answers the saved choices.
 * @example await chooseNotices(t, 'customer@demo.lab', { reportIssued: false });
 */
export async function chooseNotices(t: TestPortal, email: string, changes: Partial<NoticeChoices>): Promise<Record<string, unknown>> {
  const { token } = await t.signIn(email);
  const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const path = `/api/customers/notice-preferences/${user.id}`;
  const current = (await (await t.request(path, { token })).json()) as { noticePreferences: NoticeChoices & { version: number } };
  const { reportIssued, reportAmended, failedResult, invoiceIssued, pickupConfirmed, version } = current.noticePreferences;
  const response = await t.request(path, {
    token,
    method: 'PUT',
    json: { reportIssued, reportAmended, failedResult, invoiceIssued, pickupConfirmed, ...changes, version },
  });
  if (response.status !== 200) throw new Error(`notices of ${email} not saved: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { noticePreferences: Record<string, unknown> }).noticePreferences;
}
