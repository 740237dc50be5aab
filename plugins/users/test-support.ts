import { call } from '../../testing/call.ts';
import type { TestPortal } from '../../testing/portal.ts';

/** A password zxcvbn scores Strong. */
export const STRONG = 'granite cylinders break at dawn';

export { call, type Answer } from '../../testing/call.ts';

let serial = 0;

/** A valid new user's fields, with a fresh e-mail each time. */
export function newUser(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  return { firstName: 'Morgan', lastName: `Tester${serial}`, email: `morgan.${serial}@lab.example`, role: 'technician', ...overrides };
}

/** Creates a user through the API as the given admin and answers its id. */
export async function createThroughApi(t: TestPortal, token: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const answer = await call(t, '/api/users', { token, json: newUser(overrides) });
  if (answer.status !== 201) throw new Error(`Creating a user failed: ${JSON.stringify(answer.body)}`);
  return (answer.body.user as { id: number }).id;
}
