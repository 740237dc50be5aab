import { describe, expect, it } from 'vitest';
import { downloadText, sendLineText, splitLines } from './bulk-progress.ts';

describe("the bulk actions' progress", () => {
  it('reads whole lines of JSON as they arrive, keeping a line cut between chunks for the next one', () => {
    const first = splitLines('{"done":1,"total":2,"id":7,"sampleNum":"1042.1","sent":true}\n{"done":2,"tot', '');
    expect(first.lines).toEqual([{ done: 1, total: 2, id: 7, sampleNum: '1042.1', sent: true }]);
    expect(first.rest).toBe('{"done":2,"tot');
    const second = splitLines('al":2,"id":8,"sampleNum":"1042.2","sent":false,"reason":"Customer Pay"}\n', first.rest);
    expect(second.lines).toEqual([{ done: 2, total: 2, id: 8, sampleNum: '1042.2', sent: false, reason: 'Customer Pay' }]);
    expect(second.rest).toBe('');
  });

  it('says how far the sending is, and how it ended', () => {
    expect(sendLineText({ done: 3, total: 40, id: 9, sampleNum: '1042.3', sent: true })).toBe('Sending 3 of 40: 1042.3 sent');
    expect(sendLineText({ done: 4, total: 40, id: 9, sampleNum: '1042.4', sent: false, reason: 'Customer Report Off' })).toBe(
      'Sending 4 of 40: 1042.4 held (Customer Report Off)',
    );
    expect(sendLineText({ status: 'ok', total: 40, sent: 38, held: 2 })).toBe('38 of 40 sent, 2 held (see Unsent Reports)');
    expect(sendLineText({ status: 'ok', total: 5, sent: 5, held: 0 })).toBe('5 of 5 sent');
    expect(sendLineText({ status: 'ok', total: 0, sent: 0, held: 0 })).toBe('No report in this list has a document to send');
  });

  it('says how much of the zip has come: 2 MB of 8 MB is 25 %', () => {
    expect(downloadText(2 * 1024 ** 2, 8 * 1024 ** 2)).toBe('Downloading 2.0 of 8.0 MB (25 %)');
    expect(downloadText(1024 ** 2 / 2, 0)).toBe('Downloading 0.5 MB');
  });
});
