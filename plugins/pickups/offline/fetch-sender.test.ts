import { describe, expect, it } from 'vitest';
import { outcomeOf } from './fetch-sender.ts';

const answer = (status: number, body: unknown = { status: status < 300 ? 'ok' : 'error' }) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe("what the server's answer means for the driver's outbox", () => {
  it('is sent on a 2xx', async () => {
    expect(await outcomeOf(answer(200))).toEqual({ outcome: 'sent' });
    expect(await outcomeOf(answer(201))).toEqual({ outcome: 'sent' });
  });

  it("is a conflict on a 409, with the server's message", async () => {
    expect(await outcomeOf(answer(409, { status: 'error', error: 'The record was changed by someone else' }))).toEqual({
      outcome: 'conflict',
      message: 'The record was changed by someone else',
      fields: undefined,
    });
  });

  it('is refused on another 4xx, with the field messages', async () => {
    const body = { status: 'error', error: 'Enter who released the samples', fields: { releasedBy: 'Enter who released the samples' } };
    expect(await outcomeOf(answer(400, body))).toEqual({ outcome: 'refused', message: body.error, fields: body.fields });
    expect(await outcomeOf(Promise.resolve(new Response('gone', { status: 404 })))).toEqual({
      outcome: 'refused',
      message: 'The server answered 404',
      fields: undefined,
    });
  });

  it('is unreachable without a network or on a server error: it is tried again later', async () => {
    expect(await outcomeOf(Promise.reject(new TypeError('Failed to fetch')))).toEqual({ outcome: 'unreachable' });
    expect(await outcomeOf(answer(503))).toEqual({ outcome: 'unreachable' });
  });
});
