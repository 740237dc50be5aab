import type { Kysely } from 'kysely';
import type { AnyDatabase } from '../../core/db/database.ts';
import { defineTableModel } from '../../core/table/model.ts';

/** A small table of every field type, for the helper's own tests. */
export interface SpecimenRow {
  id: number;
  label: string;
  city: string | null;
  weight: number;
  castOn: string | null;
  passed: boolean;
  companyId: number;
}

export const SPECIMENS: Omit<SpecimenRow, 'id'>[] = [
  { label: 'Cylinder A', city: 'Portland', weight: 12, castOn: '2026-01-05', passed: true, companyId: 1 },
  { label: 'Cylinder B', city: 'Salem', weight: 8, castOn: '2026-01-10', passed: false, companyId: 1 },
  { label: 'Cube 50%', city: 'Eugene', weight: 15, castOn: '2026-01-31', passed: true, companyId: 2 },
  { label: 'Cube_7', city: null, weight: 3, castOn: '2026-02-01', passed: true, companyId: 2 },
  { label: 'Prism north', city: 'Portland', weight: 20, castOn: null, passed: false, companyId: 3 },
  { label: 'prism SOUTH', city: 'Bend', weight: 8, castOn: '2026-02-14', passed: true, companyId: 3 },
];

export const specimensModel = defineTableModel({
  name: 'specimens',
  fields: {
    id: { column: 'tableSpecimens.id', type: 'number', label: 'ID' },
    label: { column: 'tableSpecimens.label', type: 'text', label: 'Label' },
    city: { column: 'tableSpecimens.city', type: 'text', label: 'City' },
    weight: { column: 'tableSpecimens.weight', type: 'number', label: 'Weight' },
    castOn: { column: 'tableSpecimens.castOn', type: 'date', label: 'Cast On' },
    passed: { column: 'tableSpecimens.passed', type: 'boolean', label: 'Passed' },
    companyId: { column: 'tableSpecimens.companyId', type: 'number', label: 'Company', sortable: false, filterable: false },
  },
  search: ['label', 'city'],
  dateField: 'castOn',
  defaultSort: { field: 'id', dir: 'asc' },
  key: 'id',
  query: (db) => db.selectFrom('tableSpecimens'),
});

export const COMPANIES = [
  { id: 1, name: 'Northwind Testing' },
  { id: 2, name: 'Acme Labs' },
  { id: 3, name: 'Portland Concrete' },
];

/** The same rows with their company's name, which the search reaches through `companyId`. */
export const specimensWithCompanyModel = defineTableModel({
  ...specimensModel,
  name: 'specimens-with-company',
  fields: {
    ...specimensModel.fields,
    companyName: { column: 'tableCompanies.name', type: 'text', label: 'Company', searchVia: 'tableSpecimens.companyId' },
  },
  search: ['label', 'city', 'companyName'],
  query: (db) => db.selectFrom('tableSpecimens').leftJoin('tableCompanies', 'tableCompanies.id', 'tableSpecimens.companyId'),
});

/** Creates and fills the fixture tables in a fresh database. */
export async function createSpecimens(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('table_companies')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .execute();
  await (db as Kysely<{ tableCompanies: { name: string } }>)
    .insertInto('tableCompanies')
    .values(COMPANIES.map(({ name }) => ({ name })))
    .execute();
  await db.schema
    .createTable('table_specimens')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('city', 'text')
    .addColumn('weight', 'integer', (col) => col.notNull())
    .addColumn('cast_on', 'date')
    .addColumn('passed', 'boolean', (col) => col.notNull())
    .addColumn('company_id', 'integer', (col) => col.notNull())
    .execute();
  await (db as Kysely<{ tableSpecimens: Omit<SpecimenRow, 'id'> }>).insertInto('tableSpecimens').values(SPECIMENS).execute();
}

/**
 * Breaks of the specimens: a list whose company is reached through another table's foreign key
 * (the specimen's), so a search word's company and own text are read as a union. Specimen 5's
 * break is called "Portland break": it matches "portland" by its own text and by its company.
 */
export const breaksModel = defineTableModel({
  name: 'breaks',
  fields: {
    id: { column: 'tableBreaks.id', type: 'number', label: 'ID' },
    label: { column: 'tableBreaks.label', type: 'text', label: 'Label' },
    specimenLabel: { column: 'tableSpecimens.label', type: 'text', label: 'Specimen' },
    companyName: { column: 'tableCompanies.name', type: 'text', label: 'Company', searchVia: 'tableSpecimens.companyId' },
  },
  search: ['label', 'companyName'],
  defaultSort: { field: 'id', dir: 'asc' },
  key: 'id',
  query: (db) =>
    db
      .selectFrom('tableBreaks')
      .innerJoin('tableSpecimens', 'tableSpecimens.id', 'tableBreaks.specimenId')
      .innerJoin('tableCompanies', 'tableCompanies.id', 'tableSpecimens.companyId'),
});

/** Creates and fills the breaks, one for each specimen, after `createSpecimens`. */
export async function createBreaks(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('table_breaks')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('specimen_id', 'integer', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .execute();
  await (db as Kysely<{ tableBreaks: { specimenId: number; label: string } }>)
    .insertInto('tableBreaks')
    .values(SPECIMENS.map((_, index) => ({ specimenId: index + 1, label: index === 4 ? 'Portland break' : `Break ${index + 1}` })))
    .execute();
}
