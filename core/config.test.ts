import { describe, expect, it } from 'vitest';
import { resolveConfig } from './config.ts';

describe('the configuration', () => {
  it('takes the file settings and fills the defaults', () => {
    const config = resolveConfig({ plugins: ['customers'] }, {}, '1.2.3');
    expect(config).toMatchObject({
      plugins: ['customers'],
      port: 3000,
      dataDir: './data',
      labTimeZone: 'America/Los_Angeles',
      sessionIdleHours: 12,
      demoPassword: 'demo-lab-portal',
      seedDemo: true,
      embeddedThread: true,
      version: '1.2.3',
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('lets environment variables override every setting', () => {
    const config = resolveConfig(
      { plugins: ['customers'], port: 3000 },
      {
        PORT: '8080',
        DATABASE_URL: 'postgres://lab@db/portal',
        LAB_TIME_ZONE: 'America/Chicago',
        PORTAL_PLUGINS: 'customers, pickups',
        DEMO_PASSWORD: 'another-password',
        SESSION_IDLE_HOURS: '8',
        EMBEDDED_DATABASE_THREAD: 'false',
      },
      '1.0.0',
    );
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://lab@db/portal',
      labTimeZone: 'America/Chicago',
      plugins: ['customers', 'pickups'],
      demoPassword: 'another-password',
      sessionIdleHours: 8,
      seedDemo: false,
      embeddedThread: false,
    });
  });

  it("takes the lab's identity from the file, each part overridable from the environment", () => {
    const config = resolveConfig(
      { plugins: [], labIdentity: { address: '1 Quarry Rd\nStockton, CA 95202', phone: '(209) 555-0100', accreditationBody: 'A2LA' } },
      { LAB_ACCREDITATION_NUMBER: '1234.01', LAB_PHONE: '(209) 555-0199', LAB_ADDRESS: '9 Mill St\\nLodi, CA 95240' },
      '1',
    );
    expect(config.labIdentity).toEqual({
      address: '9 Mill St\nLodi, CA 95240',
      phone: '(209) 555-0199',
      email: undefined,
      accreditationBody: 'A2LA',
      accreditationNumber: '1234.01',
    });
    expect(resolveConfig({ plugins: [] }, {}, '1').labIdentity.address).toBeUndefined();
  });

  it('takes the remit-to block of invoices from the file, each part overridable from the environment', () => {
    const config = resolveConfig(
      { plugins: [], remitTo: { name: 'Quarry Lab LLC', instructions: 'Checks payable to Quarry Lab LLC' } },
      { REMIT_TO_ADDRESS: 'PO Box 12\\nLodi, CA 95241', PAYMENT_INSTRUCTIONS: 'ACH: routing 000000000\\nQuote the invoice number' },
      '1',
    );
    expect(config.remitTo).toEqual({
      name: 'Quarry Lab LLC',
      address: 'PO Box 12\nLodi, CA 95241',
      instructions: 'ACH: routing 000000000\nQuote the invoice number',
    });
    expect(resolveConfig({ plugins: [] }, {}, '1').remitTo).toEqual({ name: undefined, address: undefined, instructions: undefined });
  });

  it('seeds a PostgreSQL database only when asked', () => {
    expect(resolveConfig({ plugins: [] }, { DATABASE_URL: 'postgres://x/y', SEED_DEMO: 'true' }, '1').seedDemo).toBe(true);
  });

  it('names each invalid setting', () => {
    expect(() => resolveConfig({ plugins: [] }, { LAB_TIME_ZONE: 'Mars/Olympus', PORT: 'eighty' }, '1')).toThrow(
      /port: [\s\S]*labTimeZone: is not an IANA time zone name/,
    );
  });
});
