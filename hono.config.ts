import type { PortalConfigInput } from './core/config.ts';

/**
 * The portal's settings. Each one can be overridden by an environment variable (see README):
 * PORT, HOST, DATABASE_URL, DATA_DIR, LAB_TIME_ZONE, LAB_NAME, PUBLIC_URL, SESSION_IDLE_HOURS,
 * SESSION_MAX_DAYS, DEMO_PASSWORD, SEED_DEMO and PORTAL_PLUGINS (a comma-separated list replacing `plugins`).
 */
const config: PortalConfigInput = {
  plugins: [
    'dashboard',
    'operations',
    'api-reference',
    'account',
    'users',
    'templates',
    'sample-types',
    'customers',
    'inspectors',
    'saved-locations',
    'pickups',
    'invoicing',
    'quickbooks',
    'materials',
    'equipment',
    'uploads',
    'breaks',
    'reports',
    'notices',
    'stats',
  ],
  port: 3000,
  dataDir: './data',
  labTimeZone: 'America/Los_Angeles',
  labName: 'Materials Testing Lab',
  // The demo lab's identity on its reports and invoices; a lab sets its own (or LAB_ADDRESS,
  // LAB_PHONE, LAB_EMAIL, LAB_ACCREDITATION_BODY and LAB_ACCREDITATION_NUMBER).
  labIdentity: {
    address: '1200 Industrial Way\nSacramento, CA 95814',
    phone: '(916) 555-0142',
    email: 'lab@demo.lab',
    accreditationBody: 'A2LA',
    accreditationNumber: '0000.01 (demo)',
  },
  // How customers pay, printed in the remit-to block of invoices and statements (or REMIT_TO_NAME,
  // REMIT_TO_ADDRESS and PAYMENT_INSTRUCTIONS); the payee and address default to the lab's.
  remitTo: {
    address: 'PO Box 2210\nSacramento, CA 95812',
    instructions:
      'Checks payable to Materials Testing Lab. ACH transfers: ask the lab for its bank details. Please quote the invoice number.',
  },
  sessionIdleHours: 12,
};

export default config;
