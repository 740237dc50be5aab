import { describe, expect, it } from 'vitest';
import { resolveOptions } from './filter-options.ts';

const inspectors = { list: 'inspectors', value: 'id', label: ['fullName'] };
const drivers = { list: 'drivers', value: 'id', label: ['firstName', 'lastName'] };
const fetched = {
  inspectors: [
    { id: 4, fullName: 'Glen Ostrowski' },
    { id: 9, fullName: 'Rosa Delgado' },
  ],
  drivers: [
    { id: 2, firstName: 'Dana', lastName: 'Driver' },
    { id: 3, firstName: 'Cher', lastName: null },
  ],
  statuses: 'not a list',
};

describe('resolveOptions', () => {
  it('keeps a choice that lists its own options', () => {
    const own = [{ value: 'Urgent(IM)', label: 'Urgent(IM)' }];
    expect(resolveOptions(own, undefined)).toBe(own);
  });

  it('builds the options from the named list of the fetched answer, the label from its fields', () => {
    expect(resolveOptions(inspectors, fetched)).toEqual([
      { value: 4, label: 'Glen Ostrowski' },
      { value: 9, label: 'Rosa Delgado' },
    ]);
    expect(resolveOptions(drivers, fetched)).toEqual([
      { value: 2, label: 'Dana Driver' },
      { value: 3, label: 'Cher' },
    ]);
  });

  it('has no options while loading, or when the answer lacks the list', () => {
    expect(resolveOptions(inspectors, undefined)).toEqual([]);
    expect(resolveOptions({ list: 'statuses', value: 'id', label: ['description'] }, fetched)).toEqual([]);
    expect(resolveOptions({ list: 'missing', value: 'id', label: ['name'] }, fetched)).toEqual([]);
  });
});
