import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { defineTableModel, type TableModel } from './model.ts';
import { specimensModel } from '../../test/support/table-fixture.ts';

const change = (patch: Partial<TableModel>) => () => defineTableModel({ ...specimensModel, ...patch });

describe('defineTableModel', () => {
  it('accepts a consistent model and returns it unchanged', () => {
    expect(defineTableModel(specimensModel)).toBe(specimensModel);
  });

  it('refuses a model whose search, date, sort or key fields do not fit', () => {
    expect(change({ search: ['nope'] })).toThrow('Table model "specimens": "nope" is not one of its fields');
    expect(change({ search: ['weight'] })).toThrow('search field "weight" is not a text field');
    expect(change({ dateField: 'label' })).toThrow('date field "label" is not a date field');
    expect(change({ defaultSort: { field: 'companyId', dir: 'asc' } })).toThrow('default sort "companyId" is not sortable');
    expect(change({ key: 'missing' })).toThrow('"missing" is not one of its fields');
  });

  it('refuses a field under the name the count takes, and a search column with no search field of its table', () => {
    const fields = { ...specimensModel.fields, countOfMatches: { column: 'tableSpecimens.weight', type: 'number' as const, label: 'N' } };
    expect(change({ fields })).toThrow('"countOfMatches" is the name of the count');
    expect(change({ search: [], searchColumn: 'tableSpecimens.searchText' })).toThrow(
      'search column "tableSpecimens.searchText" stands for no search field of its own table',
    );
  });

  it('refuses a search through a foreign key on a field that is not a table column', () => {
    const fields = {
      ...specimensModel.fields,
      shout: { column: sql`upper(table_specimens.label)`, type: 'text' as const, label: 'Shout', searchVia: 'tableSpecimens.companyId' },
    };
    expect(change({ fields, search: ['shout'] })).toThrow(
      'search field "shout" goes through "tableSpecimens.companyId" but is not a column of a table',
    );
    const unqualified = {
      ...specimensModel.fields,
      name: { column: 'name', type: 'text' as const, label: 'Name', searchVia: 'tableSpecimens.companyId' },
    };
    expect(change({ fields: unqualified, search: ['name'] })).toThrow(
      'search field "name" goes through "tableSpecimens.companyId" but is not a column of a table',
    );
  });
});
