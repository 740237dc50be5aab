import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Logger } from '../log.ts';
import { createErrorHandler } from './error-handler.ts';

/** An app whose one route fails as a database driver does, with a SQLSTATE `code`. */
function failingWith(code: string) {
  const logged: string[] = [];
  const log: Logger = {
    error: (message) => void logged.push(`error: ${message}`),
    warning: (message) => void logged.push(`warning: ${message}`),
    info: (message) => void logged.push(`info: ${message}`),
  };
  const app = new Hono();
  app.post('/api/thing', () => {
    throw Object.assign(new Error(`database says ${code}`), { code });
  });
  app.onError(createErrorHandler(log, (c, status, message) => c.text(message, status as 400)));
  return { app, logged };
}

describe('the error handler and the database', () => {
  it.each([
    ['22P05', 400, 'Text must not contain the NUL character'],
    ['22021', 400, 'Text must not contain the NUL character'],
    ['22003', 400, 'A number is out of range'],
    ['22008', 400, 'A date is out of range'],
    ['22025', 400, 'A search pattern must not end with a backslash'],
    ['54000', 400, 'A text is too long'],
    ['23505', 409, 'This record already exists. Please reload and try again.'],
  ])('answers SQLSTATE %s as %i with a message, and logs a warning', async (code, status, error) => {
    const { app, logged } = failingWith(code);
    const response = await app.request('/api/thing', { method: 'POST' });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ status: 'error', error });
    expect(logged).toEqual(['warning: POST /api/thing: the database refused a value']);
  });

  it.each([
    ['08006', 'a connection failure'],
    ['08001', 'a connection refused'],
    ['57P01', 'an administrator shutdown'],
    ['57P03', 'a database starting up'],
    ['ECONNREFUSED', 'a refused socket'],
  ])('answers %s (%s) as 503 with Retry-After, and logs it as an error', async (code) => {
    const { app, logged } = failingWith(code);
    const response = await app.request('/api/thing', { method: 'POST' });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({
      status: 'error',
      error: 'The database cannot be reached just now. Please try again in a moment.',
    });
    expect(logged).toEqual(['error: POST /api/thing failed: The database cannot be reached just now. Please try again in a moment.']);
  });

  it("answers pg's lost connection, wrapped in another error, as 503 too", async () => {
    const app = new Hono();
    app.get('/api/thing', () => {
      throw new Error('query failed', { cause: new Error('Connection terminated unexpectedly') });
    });
    app.onError(createErrorHandler({ error: () => undefined, warning: () => undefined, info: () => undefined }, (c) => c.text('page')));
    expect((await app.request('/api/thing')).status).toBe(503);
  });

  it('still answers any other failure as a 500 without details, and logs it as an error', async () => {
    const { app, logged } = failingWith('XX000');
    const response = await app.request('/api/thing', { method: 'POST' });
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).not.toContain('database says');
    expect(logged).toEqual(['error: POST /api/thing failed']);
  });
});
