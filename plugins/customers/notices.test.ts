import { describe, expect, it } from 'vitest';
import { EVERY_NOTICE, NOTICES, noticeAddresses } from './notices.ts';

describe('who gets a notice', () => {
  it("leaves out the addresses of users who turned it off, whatever their case, and keeps everybody else's", () => {
    expect(noticeAddresses(['ann@x.example', 'Desk@X.example', 'bob@x.example'], ['ANN@x.example', 'bob@x.example'])).toEqual([
      'Desk@X.example',
    ]);
    expect(noticeAddresses(['ann@x.example'], [])).toEqual(['ann@x.example']);
    expect(noticeAddresses([], ['ann@x.example'])).toEqual([]);
  });

  it('offers the five notices of My Company, every one on for a user who never chose', () => {
    expect(NOTICES.map((notice) => notice.label)).toEqual([
      'Report issued',
      'Report amended',
      'A failed result',
      'Invoice issued',
      'Pickup confirmed',
    ]);
    expect(Object.values(EVERY_NOTICE)).toEqual([true, true, true, true, true]);
  });
});
