import { portalFetch } from '../../../web/api/portal-fetch.ts';

/** The header image's file types and the size the report layout is drawn for. */
export const HEADER_IMAGE_TYPES = 'image/jpeg,image/png';
export const HEADER_IMAGE_HINT = 'jpg or png, 1200x200 recommended';

const uploadUrl = (fileName: string) => `/api/uploads/${encodeURIComponent(fileName)}`;

/** Where the browser reads a stored upload back. */
export function imageUrl(fileName: string): string {
  return uploadUrl(fileName);
}

/** The stored file name in the uploads call's answer, `{ upload: { fileName } }`. */
function storedName(answer: Record<string, unknown> | null): string | undefined {
  const name = (answer?.upload as { fileName?: unknown } | undefined)?.fileName;
  return typeof name === 'string' ? name : undefined;
}

/**
 * Sends an image to the uploads plugin (`POST /api/uploads`, multipart with `image` and
 * `prefix`) and answers its stored file name.
 */
export async function uploadImage(file: File, prefix: string): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  body.append('prefix', prefix);
  const response = await portalFetch('/api/uploads', { method: 'POST', body, headers: { accept: 'application/json' } });
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const name = storedName(answer);
  if (!response.ok || !name) throw new Error(typeof answer?.error === 'string' ? answer.error : 'The image could not be uploaded');
  return name;
}

/** Removes a stored upload; a file that is already gone is fine. */
export async function deleteImage(fileName: string): Promise<void> {
  await portalFetch(uploadUrl(fileName), { method: 'DELETE', headers: { accept: 'application/json' } });
}
