/** The texts users see (the spec's, word for word, where it has them). */
export const INVOICE_MESSAGES = {
  generated: 'Invoice has been created and sent to the customer',
  created: 'Invoice has been created',
  saved: 'Invoice has been saved',
  deleted: 'Invoice has been deleted',
  sent: 'Invoice has been sent',
  reminderSent: 'Invoice reminder has been sent',
  statementSent: 'A monthly statement has been sent to the customer',
  notFound: 'Invoice not found',
  pickupNotFound: 'Pickup not found',
  notReceived: 'Only a received pickup can be invoiced',
  customer: 'Choose a customer',
  noBalance: 'This invoice has no balance to remind the customer of',
  noOpenInvoices: 'The customer has no open invoices',
  noEmail: 'The customer has no billing e-mail',
} as const;
