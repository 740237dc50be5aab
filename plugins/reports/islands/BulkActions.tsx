import { useEffect, useState } from 'react';
import { portalFetch } from '../../../web/api/portal-fetch.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { confirmAction, showError, showSuccess } from '../../../web/ui/index.ts';
import { watchTableQuery } from '../../../web/table/announce.ts';
import type { BulkActionsProps } from './bulk-actions.props.ts';
import { downloadText, sendLineText, splitLines } from './bulk-progress.ts';
export { bulkActionsPropsSchema as props } from './bulk-actions.props.ts';

interface Progress {
  text: string;
  value: number;
  max: number;
}

/** The error an answer carries, when it is not the stream asked for. */
async function refusal(response: Response): Promise<string | undefined> {
  if (response.ok) return undefined;
  const body = (await response.json().catch(() => null)) as { error?: string } | null;
  return body?.error ?? `Request failed (${response.status})`;
}

function saveFile(parts: BlobPart[], name: string) {
  const url = URL.createObjectURL(new Blob(parts, { type: 'application/zip' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Download All and Send Reports above the reports list: both take the list's filters and search,
 * and show how far they are while they run (the zip's bytes, the reports sent one by one).
 */
export default function BulkActions({ listPath, canSend }: BulkActionsProps) {
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  useEffect(() => watchTableQuery(listPath, setQuery), [listPath]);

  async function download() {
    setBusy(true);
    setProgress({ text: 'Preparing the zip', value: 0, max: 1 });
    try {
      const response = await portalFetch(`${listPath}/download-all?${query}`);
      const refused = await refusal(response);
      if (refused || !response.body) throw new Error(refused ?? 'The download could not start');
      const total = Number(response.headers.get('content-length') ?? 0);
      const parts: BlobPart[] = [];
      let received = 0;
      const reader = response.body.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        parts.push(chunk.value);
        received += chunk.value.length;
        setProgress({ text: downloadText(received, total), value: received, max: total || received });
      }
      saveFile(parts, 'reports.zip');
      const count = Number(response.headers.get('x-report-count') ?? 0);
      showSuccess(`${count} report${count === 1 ? '' : 's'} downloaded`);
    } catch (caught) {
      showError(caught instanceof Error ? caught.message : 'The download failed');
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  async function send() {
    if (
      !(await confirmAction({ message: 'Send the latest PDF of every report in this list to its customer?', confirmLabel: 'Send Reports' }))
    )
      return;
    setBusy(true);
    setProgress({ text: 'Finding the reports to send', value: 0, max: 1 });
    try {
      const response = await portalFetch(`${listPath}/send-reports?${query}`, { method: 'POST' });
      const refused = await refusal(response);
      if (refused || !response.body) throw new Error(refused ?? 'Sending could not start');
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let rest = '';
      let last = '';
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        const split = splitLines(chunk.value, rest);
        rest = split.rest;
        for (const line of split.lines) {
          last = sendLineText(line);
          if ('error' in line) throw new Error(line.error);
          if ('done' in line) setProgress({ text: last, value: line.done, max: line.total });
        }
      }
      showSuccess(last);
    } catch (caught) {
      showError(caught instanceof Error ? caught.message : 'Sending failed');
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <Button variant="secondary" onClick={download} disabled={busy}>
        Download All
      </Button>
      {canSend ? (
        <Button variant="secondary" onClick={send} disabled={busy}>
          Send Reports
        </Button>
      ) : null}
      {progress ? (
        <div role="status" className="flex min-w-64 flex-1 items-center gap-3 text-sm text-slate-700">
          <progress className="h-2 w-40" value={progress.value} max={progress.max} aria-label={progress.text} />
          <span>{progress.text}</span>
        </div>
      ) : null}
    </div>
  );
}
