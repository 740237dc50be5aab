/**
 * The rules of an upload, as pure functions: which images are accepted (by their bytes, never
 * by their name), what a prefix names, and what a stored file may be called.
 */
import { InputError, NotFoundError } from '../../core/errors.ts';
import type { ImageType, OwnerKind } from './uploads.table.ts';

/** At most 10 MB an image. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const TOO_LARGE = 'The image is larger than 10 MB';
export const NOT_AN_IMAGE = 'Only jpg, jpeg, png and gif images can be uploaded';
export const BAD_PREFIX = 'The prefix must be customer_{id}, report_{id} or pickup_{id}';
export const BAD_CLIENT_KEY = 'The client key must be a UUID';

export interface ImageKind {
  contentType: ImageType;
  extension: 'jpg' | 'png' | 'gif';
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

/**
 * What kind of image the bytes are, from their signature: JPEG (FF D8 FF), PNG (the 8-byte
 * signature) or GIF (GIF87a / GIF89a). Anything else, an SVG or a renamed text file, is undefined.
 * @example sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) // { contentType: 'image/jpeg', extension: 'jpg' }
 */
export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) {
    return { contentType: 'image/gif', extension: 'gif' };
  }
  return undefined;
}

export interface Owner {
  kind: OwnerKind;
  id: number;
}

const PREFIX = /^(customer|report|pickup)_([1-9]\d{0,9})$/;

/**
 * The record a prefix names, or undefined when it is not `customer_{id}`, `report_{id}` or `pickup_{id}`.
 * @example parsePrefix('customer_12') // { kind: 'customer', id: 12 }
 */
export function parsePrefix(prefix: string): Owner | undefined {
  const match = PREFIX.exec(prefix);
  if (!match) return undefined;
  const id = Number(match[2]);
  return id <= 2_147_483_647 ? { kind: match[1] as OwnerKind, id } : undefined;
}

/** The only names a stored file has: the prefix, 32 random hex digits, and the image's extension. */
const FILE_NAME = /^(customer|report|pickup)_[1-9]\d{0,9}_[0-9a-f]{32}\.(jpg|png|gif)$/;

/**
 * Whether a name can be a stored file. Nothing else (a slash, `..`, another extension) can
 * reach the upload folder, whatever the client sends.
 */
export function isUploadName(name: string): boolean {
  return FILE_NAME.test(name);
}

/** The name a new file gets: `<prefix>_<random>.<ext>`, with 128 random bits the client never chooses. */
export function newFileName(prefix: string, kind: ImageKind, random: Uint8Array): string {
  const hex = [...random].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  if (hex.length !== 32) throw new Error('A file name needs 16 random bytes');
  return `${prefix}_${hex}.${kind.extension}`;
}

/**
 * A customer-role user touches only its own company's files; a driver only pickups' (the photos
 * of the samples it collects; which pickups, the owner check says); the office every file.
 */
export function mayTouch(user: { role: string; customerId: number | null }, owner: Owner): boolean {
  if (user.role === 'driver') return owner.kind === 'pickup';
  if (user.role !== 'customer') return true;
  return owner.kind === 'customer' && user.customerId !== null && owner.id === user.customerId;
}

export const CHOOSE_IMAGE = 'Choose an image to upload';

/** An image too large to keep: the route answers it with 413. */
export class TooLargeError extends Error {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks an upload form (`prefix`, `image`, optionally `clientKey`) before anything is stored: the
 * prefix names a record the user may touch (else a 404, as if it did not exist) and change (else
 * a 403), the image is at most 10 MB and its bytes are a jpg, png or gif; the client key, when
 * given, is a UUID (a phone's own id of a photo it may have to send again).
 */
export async function checkImageForm(
  form: Record<string, unknown>,
  user: { role: string; customerId: number | null },
): Promise<{ prefix: string; owner: Owner; kind: ImageKind; bytes: Uint8Array; clientKey: string | null }> {
  const prefix = typeof form.prefix === 'string' ? form.prefix : '';
  const owner = parsePrefix(prefix);
  if (!owner) throw new InputError(BAD_PREFIX, { prefix: BAD_PREFIX });
  const clientKey = form.clientKey === undefined || form.clientKey === '' ? null : form.clientKey;
  if (clientKey !== null && (typeof clientKey !== 'string' || !UUID.test(clientKey)))
    throw new InputError(BAD_CLIENT_KEY, { clientKey: BAD_CLIENT_KEY });
  if (!mayTouch(user, owner)) throw new NotFoundError('Not found');
  const image = form.image;
  if (!(image instanceof Blob) || image.size === 0) throw new InputError(CHOOSE_IMAGE, { image: CHOOSE_IMAGE });
  if (image.size > MAX_UPLOAD_BYTES) throw new TooLargeError(TOO_LARGE);
  const bytes = new Uint8Array(await image.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind) throw new InputError(NOT_AN_IMAGE, { image: NOT_AN_IMAGE });
  return { prefix, owner, kind, bytes, clientKey: clientKey?.toLowerCase() ?? null };
}
