import type { TestPortal, TestRequestInit } from './portal.ts';

/** A JSON answer: its HTTP status and body. */
export interface Answer {
  status: number;
  body: { status: string; error?: string; fields?: Record<string, string>; [key: string]: unknown };
}

/**
 * Sends a request to a test portal and reads its JSON answer, typed as the caller expects it.
 * @example const { body } = await call<{ rows: Row[] }>(t, '/api/materials', { token });
 */
export async function call<Body = Answer['body']>(
  t: TestPortal,
  path: string,
  init: TestRequestInit = {},
): Promise<{ status: number; body: Body }> {
  const response = await t.request(path, init);
  return { status: response.status, body: (await response.json()) as Body };
}
