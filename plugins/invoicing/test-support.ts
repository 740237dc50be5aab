import type { CoreDatabase } from '../../core/db/core-database.ts';
import type { PortalConfigInput } from '../../core/config.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import type { DialectName } from '../../testing/databases.ts';
import type { CustomersDatabase } from '../customers/index.ts';
import type { PickupsDatabase } from '../pickups/index.ts';
import type { SampleTypesDatabase } from '../sample-types/index.ts';
import invoicing from './index.ts';
import type { InvoicingDatabase } from './invoices.table.ts';
import { ownTables } from '../../core/db/own-tables.ts';

/** A demo portal with invoicing and everything it depends on. */
export function invoicingPortal(kind: DialectName, config: Partial<PortalConfigInput> = {}): Promise<TestPortal> {
  return createTestPortal({ kind, plugins: [invoicing], config });
}

/** The test database with invoicing's tables and those of the plugins it builds on, for setting up and checking tests. */
export const dbOf = (t: TestPortal) =>
  ownTables<InvoicingDatabase & PickupsDatabase & CustomersDatabase & SampleTypesDatabase, CoreDatabase>(t.db);
