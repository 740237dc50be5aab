import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fileTrees } from '../../test/support/file-tree.ts';
import { checkBoundaries } from './boundaries.ts';
import { PLUGINS_FOLDER } from '../../core/plugin/load.ts';

/** A plugins folder written from `{ 'customers/index.ts': '...' }`, removed after the test. */
const pluginsTree = fileTrees('boundaries-');

/** Two plugins: customers owns `customers` and `customer_sample_rates`; pickups depends on it. */
const base = {
  'customers/index.ts': "export default definePlugin({ id: 'customers' });\nexport const customersService = {};\n",
  'customers/client.ts': 'export const CustomerPicker = 1;\n',
  'customers/customers.repository.ts': "export const find = (db) => db.selectFrom('customers').selectAll();\n",
  'customers/migrations/202601010000_customers.ts':
    "export const up = (db) => db.schema.createTable('customers').execute().then(() => db.schema.createTable('customer_sample_rates').execute());\n",
  'pickups/index.ts': "export default definePlugin({ id: 'pickups', dependsOn: ['customers'] });\n",
  'pickups/migrations/202601010000_pickups.ts':
    "export const up = (db) => db.schema.createTable('pickups').addColumn('customer_id', 'integer', (col) => col.references('customers.id')).execute();\n",
  'pickups/pickups.repository.ts':
    "import { customersService } from '../customers/index.ts';\nexport const all = (db) => db.selectFrom('pickups').selectAll();\n",
};

describe('the architecture of the plugins', () => {
  it('holds in this repository: no private import, no undeclared dependency, no foreign table', () => {
    expect(checkBoundaries(fileURLToPath(PLUGINS_FOLDER))).toEqual([]);
  });

  it('accepts plugins that use each other through index.ts, client.ts and test-support.ts, declared', () => {
    expect(
      checkBoundaries(
        pluginsTree({
          ...base,
          'customers/test-support.ts': 'export const validCustomer = {};\n',
          'pickups/islands/Form.tsx': "import { CustomerPicker } from '../../customers/client.ts';\n",
          'pickups/api.test.ts': "import { validCustomer } from '../customers/test-support.ts';\ndb.selectFrom('customers');\n",
        }),
      ),
    ).toEqual([]);
  });

  it("catches a plugin importing another plugin's private file", () => {
    const tree = pluginsTree({ ...base, 'pickups/rates.ts': "import { find } from '../customers/customers.repository.ts';\n" });
    expect(checkBoundaries(tree)).toEqual([
      expect.objectContaining({
        kind: 'private-import',
        file: 'pickups/rates.ts',
        message: expect.stringContaining('customers/customers.repository.ts'),
      }),
    ]);
  });

  it('catches a plugin using another without declaring it in dependsOn, as users used customers', () => {
    const tree = pluginsTree({
      ...base,
      'users/index.ts': "export default definePlugin({ id: 'users' });\n",
      'users/islands/UserForm.tsx': "import { CustomerPicker } from '../../customers/client.ts';\n",
    });
    expect(checkBoundaries(tree)).toEqual([
      {
        kind: 'undeclared-dependency',
        file: 'users/islands/UserForm.tsx',
        message: 'users uses customers (users/islands/UserForm.tsx) without declaring it in dependsOn',
      },
    ]);
  });

  it.each([
    ['a query builder call', "export const rate = (db) => db.selectFrom('customerSampleRates').select('rate');\n", 'customerSampleRates'],
    [
      'a join',
      "export const q = (db) => db.selectFrom('pickups').innerJoin('customers', 'customers.id', 'pickups.customerId');\n",
      'customers',
    ],
    ['a column of a table model', "export const field = { column: 'customers.companyName', type: 'text' };\n", 'customers'],
    ['raw SQL', 'export const q = sql`select id from customer_sample_rates where rate > 0`;\n', 'customer_sample_rates'],
    ['a name in backticks', 'export const q = (db) => db.selectFrom(`customers`).selectAll();\n', 'customers'],
    ['an array of tables', "export const q = (db) => db.selectFrom(['pickups', 'customers as c']).selectAll();\n", 'customers'],
    ['sql.table', "export const q = sql`select * from ${sql.table('customerSampleRates')}`;\n", 'customerSampleRates'],
    [
      'a migration that writes it',
      'export const up = (db) => sql`update customers set company_name = upper(company_name)`.execute(db);\n',
      'customers',
      'pickups/migrations/202601020000_shout.ts',
    ],
  ])("catches SQL naming another plugin's table through %s", (_how, source, table, file = 'pickups/lookups.ts') => {
    const tree = pluginsTree({ ...base, [file]: source });
    expect(checkBoundaries(tree)).toEqual([
      expect.objectContaining({
        kind: 'foreign-table',
        file,
        message: expect.stringContaining(`the table ${table} of customers`),
      }),
    ]);
  });

  it("leaves a plugin's tests free to name any table, and its migrations free to reference one by a foreign key", () => {
    const tree = pluginsTree({
      ...base,
      'pickups/pickups.test.ts': "await db.selectFrom('customers').selectAll().execute();\n",
      'pickups/migrations/202601020000_inspector.ts':
        "export const up = (db) => db.schema.alterTable('pickups').addColumn('billed_to', 'integer', (col) => col.references('customers.id')).execute()\n" +
        '  .then(() => sql`alter table pickups add column paid_by integer references customers (id)`.execute(db));\n',
    });
    expect(checkBoundaries(tree)).toEqual([]);
  });
});
