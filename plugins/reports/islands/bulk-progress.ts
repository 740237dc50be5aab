/** One line of `GET /api/reports/send-reports` while it runs, or its summary, or a stop. */
export type SendLine =
  | { done: number; total: number; id: number; sampleNum: string; sent: boolean; reason?: string }
  | { status: 'ok'; total: number; sent: number; held: number }
  | { status: 'error'; error: string };

/**
 * Splits what has arrived so far into whole lines of JSON and the unfinished rest, which waits
 * for the next chunk.
 * @example splitLines('{"a":1}\n{"b"', '') // { lines: [{ a: 1 }], rest: '{"b"' }
 */
export function splitLines(received: string, rest: string): { lines: SendLine[]; rest: string } {
  const parts = (rest + received).split('\n');
  const unfinished = parts.pop() ?? '';
  return { lines: parts.filter((part) => part.trim() !== '').map((part) => JSON.parse(part) as SendLine), rest: unfinished };
}

/** What the page says of a line: how far the sending is, or how it ended. */
export function sendLineText(line: SendLine): string {
  if ('error' in line) return line.error;
  if ('status' in line) {
    if (line.total === 0) return 'No report in this list has a document to send';
    return `${line.sent} of ${line.total} sent${line.held > 0 ? `, ${line.held} held (see Unsent Reports)` : ''}`;
  }
  return `Sending ${line.done} of ${line.total}: ${line.sampleNum} ${line.sent ? 'sent' : `held (${line.reason ?? 'Error'})`}`;
}

/** The download's progress in words: the size is known before the first byte. */
export function downloadText(received: number, total: number): string {
  const mb = (bytes: number) => (bytes / 1024 ** 2).toFixed(1);
  return total > 0
    ? `Downloading ${mb(received)} of ${mb(total)} MB (${Math.floor((received / total) * 100)} %)`
    : `Downloading ${mb(received)} MB`;
}
