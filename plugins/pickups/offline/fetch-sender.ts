import { portalFetch } from '../../../web/api/portal-fetch.ts';
import type { OutboxEntry, OutboxSender, SendOutcome } from './outbox.ts';

/**
 * What an answer means for the outbox: 2xx the server has it; 409 a conflict; another 4xx a
 * refusal with the server's message (401 too: the driver signs in again, and the entry stays);
 * 5xx or no answer at all: unreachable, try later.
 */
export async function outcomeOf(answer: Promise<Response>): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await answer;
  } catch {
    return { outcome: 'unreachable' };
  }
  if (response.ok) return { outcome: 'sent' };
  if (response.status >= 500) return { outcome: 'unreachable' };
  const body = (await response.json().catch(() => ({}))) as { error?: string; fields?: Record<string, string> };
  const message = body.error ?? `The server answered ${response.status}`;
  return { outcome: response.status === 409 ? 'conflict' : 'refused', message, fields: body.fields };
}

/** Sends the outbox's entries to the portal: the record as JSON, then each photo as an upload. */
export const fetchSender: OutboxSender = {
  record: (entry: OutboxEntry) =>
    outcomeOf(
      portalFetch(`/api/pickups/${entry.pickupId}/record`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(entry.body),
      }),
    ),
  photo: (entry: OutboxEntry, index: number) => {
    const photo = entry.photos[index]!;
    const form = new FormData();
    form.append('prefix', `pickup_${entry.pickupId}`);
    form.append('clientKey', photo.key);
    form.append('image', photo.image, `photo-${index + 1}.${photo.image.type === 'image/png' ? 'png' : 'jpg'}`);
    return outcomeOf(portalFetch('/api/uploads', { method: 'POST', body: form }));
  },
};
