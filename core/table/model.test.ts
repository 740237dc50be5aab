import { describe, expect, it } from 'vitest';
import { defineTableModel, type TableModel } from './model.ts';
import { specimensModel } from './fixture.ts';

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
});
