// Compiled against the types openapi-typescript generates from the portal's document (schema.d.ts,
// written beside this file by typed-client.test.ts): a call or a field the document does not
// describe is a type error.
import createClient from 'openapi-fetch';
import type { paths } from './schema.d.ts';

/** Five calls an integrator makes, through a client typed by the document. */
export async function fiveCalls(baseUrl: string, fetch: (request: Request) => Promise<Response>, password: string) {
  const anonymous = createClient<paths>({ baseUrl, fetch });
  const signIn = await anonymous.POST('/auth/local', { body: { username: 'admin@demo.lab', password } });
  if (!signIn.data) throw new Error(`sign-in refused: ${JSON.stringify(signIn.error)}`);
  const token: string = signIn.data.token;
  const role: 'admin' | 'customer-service' | 'driver' | 'technician' | 'customer' = signIn.data.user.role;

  const client = createClient<paths>({ baseUrl, fetch, headers: { authorization: `Bearer ${token}` } });
  // The query string's values are text; the list answers JSON, or a file with `format`.
  const customers = await client.GET('/api/customers', { params: { query: { limit: '5', sort: 'companyName:asc' } } });
  if (!customers.data || typeof customers.data === 'string') throw new Error('no customers');
  const first = customers.data.rows[0];
  if (!first?.id) throw new Error('no first customer');
  const customer = await client.GET('/api/customers/{id}', { params: { path: { id: Number(first.id) } } });
  const stats = await client.GET('/api/dashboard-stats');
  const missing = await client.GET('/api/customers/{id}', { params: { path: { id: 999_999 } } });
  return {
    role,
    count: customers.data.count,
    companyName: first.companyName,
    customerStatus: customer.response.status,
    stats: stats.data?.stats,
    missing: { status: missing.response.status, error: missing.error?.error },
  };
}
