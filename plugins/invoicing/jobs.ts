/** The invoicing jobs, by the name the queue knows them. */
export const INVOICING_JOBS = {
  /** Daily: the received pickups whose expected invoice date has come. */
  daily: 'invoicing.daily-invoicing',
  /** Monthly: the 1.5 % late fee on overdue invoices. */
  lateFees: 'invoicing.late-fees',
  /** Daily: the 30, 60 and 90 days overdue reminders. */
  reminders: 'invoicing.reminders',
  /** Monthly: the statements of customers with sendStatements. */
  statements: 'invoicing.statements',
} as const;
