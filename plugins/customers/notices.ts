/**
 * The notices the portal mails a customer's people, each of which a customer user may turn off
 * for itself on My Company. The other plugins name a notice by its key when they mail one.
 */
export const NOTICES = [
  { key: 'reportIssued', label: 'Report issued', hint: 'A report of your samples is issued, with its link on the portal' },
  { key: 'reportAmended', label: 'Report amended', hint: 'An issued report is reopened to be amended, and why' },
  { key: 'failedResult', label: 'A failed result', hint: 'A specimen fails its test' },
  { key: 'invoiceIssued', label: 'Invoice issued', hint: 'A new or updated invoice, with its PDF' },
  { key: 'pickupConfirmed', label: 'Pickup confirmed', hint: 'The lab confirms a pickup you requested' },
] as const;

export type Notice = (typeof NOTICES)[number]['key'];

export const NOTICE_KEYS: readonly Notice[] = NOTICES.map((notice) => notice.key);

/** Whether a user gets each notice. */
export type NoticeChoices = Record<Notice, boolean>;

/** A user who never chose gets every notice. */
export const EVERY_NOTICE: NoticeChoices = {
  reportIssued: true,
  reportAmended: true,
  failedResult: true,
  invoiceIssued: true,
  pickupConfirmed: true,
};

/**
 * The addresses a notice still goes to: all but those of the company's users who turned it off.
 * Addresses that are nobody's login (a shared reports mailbox) keep getting it.
 * @example noticeAddresses(['ann@x.example', 'desk@x.example'], ['ann@x.example']) // ['desk@x.example']
 */
export function noticeAddresses(addresses: readonly string[], turnedOff: readonly string[]): string[] {
  const off = new Set(turnedOff.map((address) => address.trim().toLowerCase()));
  return addresses.filter((address) => !off.has(address.trim().toLowerCase()));
}

/** What My Notices says once saved. */
export const NOTICES_SAVED = 'Your notices are saved';
