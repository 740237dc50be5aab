/** The choices of the customer form, shared by the database checks, the API and the form. */
export const CUSTOMER_STATUSES = [
  'Active',
  'Must pay before P/U',
  'Pre-release OK',
  'Frozen Debt',
  'Must pay before report',
  'Inactive',
] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

export const INVOICE_TEMPLATES = ['default', 'extended'] as const;
export type InvoiceTemplate = (typeof INVOICE_TEMPLATES)[number];

export const INVOICE_FREQUENCIES = ['Daily', 'Weekly', 'Monthly', 'Manual'] as const;
export type InvoiceFrequency = (typeof INVOICE_FREQUENCIES)[number];

/** Days after the due date a reminder goes out; 0 is None. */
export const INVOICE_REMINDERS = [0, 30, 60, 90] as const;
export type InvoiceReminder = (typeof INVOICE_REMINDERS)[number];

export function reminderLabel(days: number): string {
  return days === 0 ? 'None' : String(days);
}

export const SHORT_NAME_MAX = 10;
/** The customer autosuggest asks the server from this many characters. */
export const SEARCH_MIN_CHARS = 3;

export const MESSAGES = {
  required: 'This field is required',
  nameTooLong: 'Name too long',
  emailList: 'Enter a valid email address, or multiple separated by a comma',
  email: 'Enter a valid email address',
  zip: 'Enter valid zip code',
  positive: 'Value must be positive',
  number: 'Invalid number',
  saved: 'Customer has been saved',
  savedOwn: 'Your customer was saved',
  deleted: 'Customer has been deleted',
} as const;
