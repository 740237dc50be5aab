/** What the driver's page says about the network and the phone's outbox. */
export const OFFLINE_MESSAGES = {
  online: 'Online',
  offline: 'Offline: what you record is kept on this phone',
  nothingWaiting: 'Nothing waiting to be sent',
  waiting: (count: number) => `${count} ${count === 1 ? 'change' : 'changes'} waiting to be sent`,
  kept: "Today's stops are kept on this phone",
  conflict: (pickupNumber: number, message: string) =>
    `Pickup ${pickupNumber} was changed in the office before your Pick Up reached it (${message}). Your Pick Up is kept on this phone: check the pickup, then send it again.`,
  refused: (pickupNumber: number, message: string) => `Pickup ${pickupNumber}: ${message}. Your Pick Up is kept on this phone.`,
  savedOnPhone: 'Saved on this phone: it will be sent when the phone is back online',
  waitingHere: 'This Pick Up is saved on this phone and waits to be sent',
  sendAgain: 'Send Again',
  discard: 'Discard',
  discardQuestion: (pickupNumber: number) => `Discard the Pick Up of pickup ${pickupNumber} kept on this phone? It was not recorded.`,
} as const;
