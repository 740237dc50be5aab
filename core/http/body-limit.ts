import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PayloadTooLargeError } from '../errors.ts';

/** A JSON body: a pickup with all its sample sets and specimens is a few hundred KB. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/**
 * A multipart body: room above the largest file a route takes (an image of 10 MB). A route that
 * takes files measures its own exactly, and answers with its own message below this.
 */
export const MULTIPART_BODY_LIMIT = 16 * 1024 * 1024;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Refuses a request body larger than its kind allows with a 413, before anything reads it: by its
 * Content-Length, or while it streams in when it has none.
 */
export function requestBodyLimit(): MiddlewareHandler {
  const limit = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new PayloadTooLargeError(`The request is too large: at most ${megabytes(maxSize)}`);
      },
    });
  const small = limit(JSON_BODY_LIMIT);
  const files = limit(MULTIPART_BODY_LIMIT);
  return function limitRequestBody(c, next) {
    return (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data') ? files(c, next) : small(c, next);
  };
}
