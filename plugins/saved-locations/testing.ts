import type { Kysely } from 'kysely';
import { hashPassword } from '../../core/auth/password.ts';
import type { CoreDatabase } from '../../core/db/core-database.ts';
import { TEST_PASSWORD, type TestPortal } from '../../core/testing/portal.ts';

export interface Answer {
  status: number;
  body: { status: string; error?: string; fields?: Record<string, string>; [key: string]: unknown };
}

/** Sends a request and reads its JSON answer. */
export async function call(t: TestPortal, path: string, init: { token?: string; method?: string; json?: unknown } = {}): Promise<Answer> {
  const response = await t.request(path, init);
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

type Db = Kysely<CoreDatabase & { customers: { id: number; companyName: string } & Record<string, unknown>; netTerms: { id: number } }>;

/**
 * Another customer company with its own customer-role user, signed in: what the isolation
 * tests try to reach across. Answers the company's id and the user's token.
 */
export async function otherCompany(t: TestPortal, name: string): Promise<{ customerId: number; token: string }> {
  const db = t.db as unknown as Db;
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
    .values({ email, firstName: 'Other', lastName: name, role: 'customer', customerId: id, passwordHash: await hashPassword(TEST_PASSWORD), emailVerifiedAt: new Date() })
    .execute();
  return { customerId: id, token: (await t.signIn(email)).token };
}

/** The demo customer user's company (the customers plugin's seed links customer@demo.lab to it). */
export async function demoCompanyId(t: TestPortal): Promise<number> {
  const user = await t.db.selectFrom('users').select('customerId').where('email', '=', 'customer@demo.lab').executeTakeFirstOrThrow();
  if (user.customerId === null) throw new Error('customer@demo.lab is not linked to a company');
  return user.customerId;
}
