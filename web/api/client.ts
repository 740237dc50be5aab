import { ApiError, ForbiddenError, UnauthorizedError } from './errors.ts';
import { portalFetch } from './portal-fetch.ts';

export interface ApiClientOptions {
  /** Where the API lives; the page's own origin in the browser. */
  baseUrl?: string;
  /** Called on a 401 before the error is thrown: the user layer signs out and goes to `/`. */
  onUnauthorized?: () => void;
  /** Called on a 403: the screen shows its forbidden state. */
  onForbidden?: () => void;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The browser's API client, with the spec's semantics: credentials and the portal client's
 * header included (`portalFetch`); 401 and 403
 * throw their own errors; 500 and 504 return the body; 204 returns `true`; a body that
 * carries an error throws its message.
 * @example const { customer } = await api.get<{ customer: Customer }>('/api/customers/7');
 */
export function createApiClient(options: ApiClientOptions = {}) {
  async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
    const response = await portalFetch(`${options.baseUrl ?? ''}${path}`, {
      method,
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (response.status === 204) return true as T;
    const payload = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.status === 401) {
      options.onUnauthorized?.();
      throw new UnauthorizedError(String(payload?.error ?? 'Unauthorized'));
    }
    if (response.status === 403) {
      options.onForbidden?.();
      throw new ForbiddenError(String(payload?.error ?? 'Forbidden'));
    }
    if (response.status === 500 || response.status === 504) return payload as T;
    if (payload && (payload.status === 'error' || payload.error !== undefined)) {
      throw new ApiError(
        String(payload.error ?? 'Request failed'),
        response.status,
        (payload.fields as Record<string, string> | undefined) ?? {},
        payload.level === 'warning' ? 'warning' : 'error',
      );
    }
    if (!response.ok) throw new ApiError(`Request failed (${response.status})`, response.status);
    return payload as T;
  }

  return {
    get: <T>(path: string) => request<T>('GET', path),
    post: <T>(path: string, body: unknown = {}) => request<T>('POST', path, body),
    put: <T>(path: string, body: unknown = {}) => request<T>('PUT', path, body),
    patch: <T>(path: string, body: unknown = {}) => request<T>('PATCH', path, body),
    delete: <T>(path: string) => request<T>('DELETE', path),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The client islands use: a 401 signs the user out to `/`, as the user layer of the spec does. */
export const api = createApiClient({
  onUnauthorized: () => {
    if (typeof location !== 'undefined') location.assign('/');
  },
  onForbidden: () => {
    if (typeof document !== 'undefined') document.documentElement.dataset.forbidden = 'true';
  },
});
