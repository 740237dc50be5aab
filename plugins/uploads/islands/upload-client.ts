import { api } from '../../../web/api/client.ts';
import { ApiError, UnauthorizedError } from '../../../web/api/errors.ts';
import { portalFetch } from '../../../web/api/portal-fetch.ts';

/** What the browser checks before sending; the server checks the bytes again, whatever the name says. */
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif'];
export const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|gif)$/i;
export const MAX_BYTES = 10 * 1024 * 1024;
export const WRONG_TYPE = 'Only jpg, jpeg, png and gif images can be uploaded';
export const TOO_LARGE = 'The image is larger than 10 MB';

/** Why a chosen file cannot be sent, or undefined when it may. */
export function refusal(file: { name: string; type: string; size: number }): string | undefined {
  if (!ACCEPTED_TYPES.includes(file.type) && !ACCEPTED_EXTENSIONS.test(file.name)) return WRONG_TYPE;
  if (file.size > MAX_BYTES) return TOO_LARGE;
  return undefined;
}

/**
 * Sends one image as multipart form data and answers the stored file name. The JSON client
 * cannot send a file, so this keeps its rules by hand: a 401 goes back to `/`, an error body throws.
 */
export async function uploadImage(prefix: string, file: File): Promise<string> {
  const body = new FormData();
  body.append('prefix', prefix);
  body.append('image', file);
  const response = await portalFetch('/api/uploads', { method: 'POST', body, headers: { accept: 'application/json' } });
  const payload = (await response.json().catch(() => null)) as { status?: string; error?: string; upload?: { fileName: string } } | null;
  if (response.status === 401) {
    location.assign('/');
    throw new UnauthorizedError(payload?.error ?? 'Unauthorized');
  }
  if (payload?.status !== 'ok' || !payload.upload)
    throw new ApiError(payload?.error ?? `Upload failed (${response.status})`, response.status);
  return payload.upload.fileName;
}

export function deleteImage(fileName: string): Promise<unknown> {
  return api.delete(`/api/uploads/${encodeURIComponent(fileName)}`);
}
