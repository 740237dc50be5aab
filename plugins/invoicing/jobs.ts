/** The invoicing jobs, by the name the queue knows them. */
export const INVOICING_JOBS = {
  /** Daily at 6:00: the received pickups whose expected invoice date has come. */
  daily: 'invoicing.daily-invoicing',
  /** Monthly, on the 1st at 5:00: the 1.5 % late fee on overdue invoices. */
  lateFees: 'invoicing.late-fees',
  /** Daily at 6:30: the 30, 60 and 90 days overdue reminders. */
  reminders: 'invoicing.reminders',
  /** Monthly, on the 1st at 7:00 (after the late fees): the statements of customers with sendStatements. */
  statements: 'invoicing.statements',
} as const;
