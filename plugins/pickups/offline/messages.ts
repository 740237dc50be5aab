/** What the driver's page says about the network and the phone's outbox. */
export const OFFLINE_MESSAGES = {
  online: 'Online',
  offline: 'Offline: what you record is kept on this phone',
  nothingWaiting: 'Nothing waiting to be sent',
  waiting: (count: number) => `${count} ${count === 1 ? 'change' : 'changes'} waiting to be sent`,
  kept: "Today's stops are kept on this phone",
  // The server's own 409 message says to reload and enter the change again: here the phone keeps it instead.
  conflict: (pickupNumber: number) =>
    `Pickup ${pickupNumber} was changed in the office before your Pick Up reached it. Your Pick Up is kept on this phone: check the pickup, then Send Again (the office's changes stay) or Discard it.`,
  refused: (pickupNumber: number, message: string) =>
    `Pickup ${pickupNumber}: ${message.replace(/\.$/, '')}. Your Pick Up is kept on this phone.`,
  savedOnPhone: 'Saved on this phone: it will be sent when the phone is back online',
  waitingHere: 'This Pick Up is saved on this phone and waits to be sent',
  sendAgain: 'Send Again',
  discard: 'Discard',
  discardQuestion: (pickupNumber: number) => `Discard the Pick Up of pickup ${pickupNumber} kept on this phone? It was not recorded.`,
} as const;
