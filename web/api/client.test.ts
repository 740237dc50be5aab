import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.ts';
import { ApiError, ForbiddenError, UnauthorizedError } from './errors.ts';

const PORTAL = 'http://portal.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers every call to `path` with `status` and `body`. */
function answer(path: string, status: number, body?: unknown) {
  server.use(
    http.all(`${PORTAL}${path}`, () => (body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status }))),
  );
}

const client = (options: Parameters<typeof createApiClient>[0] = {}) => createApiClient({ baseUrl: PORTAL, ...options });

describe('the browser API client', () => {
  it('returns the body of a success and sends credentials with JSON', async () => {
    const received: Array<{ method: string; credentials: string; type: string | null; accept: string | null; body: unknown }> = [];
    server.use(
      http.post(`${PORTAL}/api/customers`, async ({ request }) => {
        received.push({
          method: request.method,
          credentials: request.credentials,
          type: request.headers.get('content-type'),
          accept: request.headers.get('accept'),
          body: await request.json(),
        });
        return HttpResponse.json({ status: 'ok', customer: { id: 7 } }, { status: 201 });
      }),
    );
    await expect(client().post('/api/customers', { companyName: 'Acme' })).resolves.toEqual({ status: 'ok', customer: { id: 7 } });
    expect(received).toEqual([
      { method: 'POST', credentials: 'include', type: 'application/json', accept: 'application/json', body: { companyName: 'Acme' } },
    ]);
  });

  it("sends the portal client's header with every call, without which the server refuses a cookie's write", async () => {
    const headers: Array<string | null> = [];
    server.use(
      http.all(`${PORTAL}/api/invoices/send/7`, ({ request }) => {
        headers.push(request.headers.get('x-portal-client'));
        return HttpResponse.json({ status: 'ok' });
      }),
    );
    await client().get('/api/invoices/send/7');
    await client().post('/api/invoices/send/7');
    await client().delete('/api/invoices/send/7');
    expect(headers).toEqual(['web', 'web', 'web']);
  });

  it('sends no body on a GET', async () => {
    let body: string | null = 'not read';
    server.use(
      http.get(`${PORTAL}/api/customers/7`, async ({ request }) => {
        body = request.body === null ? null : await request.text();
        return HttpResponse.json({ status: 'ok', customer: { id: 7 } });
      }),
    );
    await client().get('/api/customers/7');
    expect(body).toBeNull();
  });

  it('answers true for 204', async () => {
    answer('/api/x/1', 204);
    await expect(client().delete('/api/x/1')).resolves.toBe(true);
  });

  it('signs out on 401 and throws an unauthorised error', async () => {
    answer('/api/users', 401, { status: 'error', error: 'Unauthorized' });
    const onUnauthorized = vi.fn<() => void>();
    await expect(client({ onUnauthorized }).get('/api/users')).rejects.toBeInstanceOf(UnauthorizedError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('marks the forbidden state on 403', async () => {
    answer('/api/users', 403, { status: 'error', error: 'Forbidden' });
    const onForbidden = vi.fn<() => void>();
    await expect(client({ onForbidden }).get('/api/users')).rejects.toBeInstanceOf(ForbiddenError);
    expect(onForbidden).toHaveBeenCalledOnce();
  });

  it.each([500, 504])('returns the body of a %i', async (status) => {
    const body = { status: 'error', error: 'Something went wrong' };
    answer('/api/x', status, body);
    await expect(client().get('/api/x')).resolves.toEqual(body);
  });

  it('throws the message and fields of a body carrying an error', async () => {
    answer('/api/users', 400, { status: 'error', error: 'Email is not valid', fields: { email: 'Email is not valid' } });
    const error = await client()
      .post('/api/users', {})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Email is not valid');
    expect((error as ApiError).fields).toEqual({ email: 'Email is not valid' });
  });

  it('keeps the warning level of a business rule', async () => {
    answer('/api/pickups/1', 422, { status: 'error', error: "Pickup can't be received without a sample set", level: 'warning' });
    const error = (await client()
      .put('/api/pickups/1', {})
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.level).toBe('warning');
    expect(error.status).toBe(422);
  });

  it('throws the status of a failure without a body', async () => {
    answer('/api/x', 502);
    await expect(client().get('/api/x')).rejects.toThrow('Request failed (502)');
  });
});
