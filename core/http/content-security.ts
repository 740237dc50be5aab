import { randomFillSync } from 'node:crypto';
import type { Context } from 'hono';

/** What one page's policy allows beyond the portal's own files. */
export interface PagePolicy {
  /** This request's nonce: the inline `<script>` elements the page itself wrote carry it. */
  nonce: string;
  /** `<style>` elements a page's script adds (a third-party viewer injecting its CSS); off for every portal page. */
  inlineStyleElements?: boolean;
}

/**
 * The Content-Security-Policy of a page: scripts and styles only from the portal's own files
 * (the bundles, the service worker, the manifest), or inline with this request's nonce; style
 * attributes allowed (Headless UI's floating positioning, a meter's width); images may also be
 * previews the browser made itself (`blob:`, `data:`: a signature, a photo); no plugins, no
 * `<base>`, forms post only to the portal, and no other site may frame it.
 * @example c.header('Content-Security-Policy', contentSecurityPolicy({ nonce: cspNonce(c) }))
 */
export function contentSecurityPolicy({ nonce, inlineStyleElements = false }: PagePolicy): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' ${inlineStyleElements ? "'unsafe-inline'" : `'nonce-${nonce}'`}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const NONCE_BYTES = 16;
/** Random bytes drawn 256 nonces at a time: one call to the system's generator serves 256 requests. */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceOffset = noncePool.length;

/** A fresh nonce: 128 random bits, base64, never handed out twice. */
export function newNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/** Where the security-headers middleware keeps this request's policy. */
export const PAGE_POLICY = 'pagePolicy';

function policyOf(c: Context): PagePolicy {
  const policy = c.get(PAGE_POLICY) as PagePolicy | undefined;
  if (!policy) throw new Error('No page policy: the security-headers middleware runs before every route');
  return policy;
}

/**
 * The nonce of this request's page, for an inline script (or style element) the page writes.
 * @example <script nonce={cspNonce(c)} type="module">{'...'}</script>
 */
export function cspNonce(c: Context): string {
  return policyOf(c).nonce;
}

/**
 * Lets this page's scripts add `<style>` elements without a nonce, for a page that embeds a
 * viewer which injects its own CSS (the API reference). Scripts stay as strict as everywhere.
 */
export function allowInlineStyleElements(c: Context): void {
  policyOf(c).inlineStyleElements = true;
}
