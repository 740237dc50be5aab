import type { Kysely } from 'kysely';
import type { PortalConfigInput } from '../../core/config.ts';
import { createTestPortal, type TestPortal } from '../../core/testing/portal.ts';
import type { DialectName } from '../../core/testing/databases.ts';
import type { CustomersDatabase } from '../customers/index.ts';
import type { PickupsDatabase } from '../pickups/index.ts';
import type { SampleTypesDatabase } from '../sample-types/index.ts';
import invoicing from './index.ts';
import type { InvoicingDatabase } from './invoices.table.ts';

/** A demo portal with invoicing and everything it depends on. */
export function invoicingPortal(kind: DialectName, config: Partial<PortalConfigInput> = {}): Promise<TestPortal> {
  return createTestPortal({ kind, plugins: [invoicing], config });
}

/** The test database with invoicing's tables and those of the plugins it builds on, for setting up and checking tests. */
export const dbOf = (t: TestPortal) =>
  t.db as unknown as Kysely<InvoicingDatabase & PickupsDatabase & CustomersDatabase & SampleTypesDatabase>;
