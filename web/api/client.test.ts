import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.ts';
import { ApiError, ForbiddenError, UnauthorizedError } from './errors.ts';

function respond(status: number, body?: unknown) {
  return vi.fn<typeof fetch>(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
}

describe('the browser API client', () => {
  it('returns the body of a success and sends credentials with JSON', async () => {
    const fetch = respond(200, { status: 'ok', customer: { id: 7 } });
    const api = createApiClient({ fetch });
    await expect(api.post('/api/customers', { companyName: 'Acme' })).resolves.toEqual({ status: 'ok', customer: { id: 7 } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/customers');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"companyName":"Acme"}');
  });

  it('answers true for 204', async () => {
    await expect(createApiClient({ fetch: respond(204) }).delete('/api/x/1')).resolves.toBe(true);
  });

  it('signs out on 401 and throws an unauthorised error', async () => {
    const onUnauthorized = vi.fn<() => void>();
    const api = createApiClient({ fetch: respond(401, { status: 'error', error: 'Unauthorized' }), onUnauthorized });
    await expect(api.get('/api/users')).rejects.toBeInstanceOf(UnauthorizedError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('marks the forbidden state on 403', async () => {
    const onForbidden = vi.fn<() => void>();
    const api = createApiClient({ fetch: respond(403, { status: 'error', error: 'Forbidden' }), onForbidden });
    await expect(api.get('/api/users')).rejects.toBeInstanceOf(ForbiddenError);
    expect(onForbidden).toHaveBeenCalledOnce();
  });

  it.each([500, 504])('returns the body of a %i', async (status) => {
    const body = { status: 'error', error: 'Something went wrong' };
    await expect(createApiClient({ fetch: respond(status, body) }).get('/api/x')).resolves.toEqual(body);
  });

  it('throws the message and fields of a body carrying an error', async () => {
    const api = createApiClient({
      fetch: respond(400, { status: 'error', error: 'Email is not valid', fields: { email: 'Email is not valid' } }),
    });
    const error = await api.post('/api/users', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Email is not valid');
    expect((error as ApiError).fields).toEqual({ email: 'Email is not valid' });
  });

  it('keeps the warning level of a business rule', async () => {
    const api = createApiClient({
      fetch: respond(422, { status: 'error', error: "Pickup can't be received without a sample set", level: 'warning' }),
    });
    const error = (await api.put('/api/pickups/1', {}).catch((caught: unknown) => caught)) as ApiError;
    expect(error.level).toBe('warning');
  });
});
