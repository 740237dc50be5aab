import { describe, expect, it } from 'vitest';
import { InputError } from '../errors.ts';
import { specimensModel as model } from '../../test/support/table-fixture.ts';
import { parseTableParams } from './params.ts';

/** The 400 a query string gets: its message and field messages. */
function refusal(query: Record<string, string>) {
  try {
    parseTableParams(model, query);
  } catch (error) {
    if (error instanceof InputError) return { message: error.message, fields: error.fields };
    throw error;
  }
  throw new Error(`${JSON.stringify(query)} was accepted`);
}

const conditions = (value: unknown) => ({ conditions: JSON.stringify(value) });

describe('parseTableParams', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseTableParams(model, {})).toEqual({
      sort: { field: 'id', dir: 'asc' },
      conditions: [],
      startDate: undefined,
      endDate: undefined,
      limit: 50,
      offset: 0,
      search: undefined,
      count: true,
      format: undefined,
    });
  });

  it('reads every parameter', () => {
    const params = parseTableParams(model, {
      sort: 'weight:DESC',
      ...conditions({
        city: 'Salem',
        weight: { gte: '5', lt: 20 },
        passed: 'true',
        castOn: { in: ['2026-01-05'] },
        label: { like: 'Cy%' },
      }),
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      limit: '500',
      offset: '100',
      search: '  cube  ',
      count: 'false',
      format: 'xlsx',
    });
    expect(params).toEqual({
      sort: { field: 'weight', dir: 'desc' },
      conditions: [
        { field: 'city', op: 'eq', value: 'Salem' },
        { field: 'weight', op: 'gte', value: 5 },
        { field: 'weight', op: 'lt', value: 20 },
        { field: 'passed', op: 'eq', value: true },
        { field: 'castOn', op: 'in', value: ['2026-01-05'] },
        { field: 'label', op: 'like', value: 'Cy%' },
      ],
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      limit: 500,
      offset: 100,
      search: 'cube',
      count: false,
      format: 'xlsx',
    });
  });

  it('sorts ascending when the direction is left out, in any case', () => {
    expect(parseTableParams(model, { sort: 'label' }).sort).toEqual({ field: 'label', dir: 'asc' });
    expect(parseTableParams(model, { sort: 'label:Desc' }).sort).toEqual({ field: 'label', dir: 'desc' });
  });

  it('reads null as IS NULL with eq and IS NOT NULL with ne', () => {
    expect(parseTableParams(model, conditions({ city: null, castOn: { ne: null } })).conditions).toEqual([
      { field: 'city', op: 'eq', value: null },
      { field: 'castOn', op: 'ne', value: null },
    ]);
  });

  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['an unknown parameter', { where: '1=1' }, { where: 'Unknown parameter "where"' }],
    ['a malformed sort', { sort: 'label:sideways' }, { sort: 'sort must be field:asc or field:desc' }],
    ['SQL in the sort', { sort: 'id; drop table users' }, { sort: 'sort must be field:asc or field:desc' }],
    ['an unknown sort field', { sort: 'secret:asc' }, { sort: 'Unknown sort field "secret"' }],
    ['a field that cannot be sorted', { sort: 'companyId:asc' }, { sort: 'Cannot sort by "companyId"' }],
    ['conditions that are not JSON', { conditions: '{city:' }, { conditions: 'conditions must be a JSON object' }],
    ['conditions that are a list', conditions(['city']), { conditions: 'conditions must be a JSON object' }],
    ['an unknown condition field', conditions({ secret: 1 }), { 'conditions.secret': 'Unknown field "secret"' }],
    ['a field that cannot be filtered', conditions({ companyId: 2 }), { 'conditions.companyId': 'Cannot filter by "companyId"' }],
    [
      'an unknown operator',
      conditions({ weight: { between: [1, 2] } }),
      { 'conditions.weight.between': 'Unknown operator "between"; use eq, ne, lt, lte, gt, gte, in, like' },
    ],
    ['no operator', conditions({ weight: {} }), { 'conditions.weight': 'No operator given for "weight"' }],
    ['text that is not text', conditions({ city: 5 }), { 'conditions.city': '"city" must be text' }],
    [
      'a number that is not a number',
      conditions({ weight: { gt: 'heavy' } }),
      { 'conditions.weight.gt': '"weight" must be a number from -2,147,483,647 to 2,147,483,647' },
    ],
    [
      'a date that is not a date',
      conditions({ castOn: '2026-02-30' }),
      { 'conditions.castOn': '"castOn" must be a date (YYYY-MM-DD) from 1900 to 2100' },
    ],
    ['a boolean that is not one', conditions({ passed: 'yes' }), { 'conditions.passed': '"passed" must be true or false' }],
    [
      'an ordering of booleans',
      conditions({ passed: { lt: true } }),
      { 'conditions.passed.lt': '"passed" compares with eq, ne or in only' },
    ],
    ['like on a number', conditions({ weight: { like: '1%' } }), { 'conditions.weight.like': '"like" applies to text fields only' }],
    ['in without a list', conditions({ city: { in: 'Salem' } }), { 'conditions.city.in': '"in" needs a list of 1 to 500 values' }],
    ['in with an empty list', conditions({ city: { in: [] } }), { 'conditions.city.in': '"in" needs a list of 1 to 500 values' }],
    [
      'in with a bad value',
      conditions({ weight: { in: [1, 'x'] } }),
      { 'conditions.weight.in': '"weight" must be a number from -2,147,483,647 to 2,147,483,647' },
    ],
    ['null with an ordering', conditions({ weight: { gt: null } }), { 'conditions.weight.gt': 'Only eq and ne compare with null' }],
    ['a bad start date', { startDate: '01/05/2026' }, { startDate: 'startDate must be a date (YYYY-MM-DD) from 1900 to 2100' }],
    ['a bad end date', { endDate: '2026-13-01' }, { endDate: 'endDate must be a date (YYYY-MM-DD) from 1900 to 2100' }],
    ['an end before the start', { startDate: '2026-02-01', endDate: '2026-01-31' }, { endDate: 'endDate must not be before startDate' }],
    ['a limit over 500', { limit: '501' }, { limit: 'limit must be a whole number from 1 to 500' }],
    ['a limit of 0', { limit: '0' }, { limit: 'limit must be a whole number from 1 to 500' }],
    ['a limit that is not a number', { limit: '10 OR 1=1' }, { limit: 'limit must be a whole number from 1 to 500' }],
    ['a negative offset', { offset: '-1' }, { offset: 'offset must be a whole number of 0 or more' }],
    ['a count that is not a boolean', { count: 'maybe' }, { count: 'count must be true or false' }],
    ['an unknown format', { format: 'pdf' }, { format: 'format must be csv or xlsx' }],
    ['a search too long', { search: 'x'.repeat(201) }, { search: 'search must be at most 200 characters' }],
    ['a NUL in a search', { search: 'acme\u0000' }, { search: 'Text must not contain the NUL character' }],
    ['a NUL in a filter', conditions({ city: 'Salem\u0000' }), { 'conditions.city': 'Text must not contain the NUL character' }],
    [
      'a like ending in a backslash',
      conditions({ city: { like: 'Sal%\\' } }),
      { 'conditions.city.like': 'A "like" pattern must not end with a backslash' },
    ],
    [
      'a date in year 0',
      conditions({ castOn: '0000-01-01' }),
      { 'conditions.castOn': '"castOn" must be a date (YYYY-MM-DD) from 1900 to 2100' },
    ],
    ['a start date in year 0', { startDate: '0000-01-01' }, { startDate: 'startDate must be a date (YYYY-MM-DD) from 1900 to 2100' }],
    [
      'a number beyond an integer column',
      conditions({ weight: 2_147_483_648 }),
      { 'conditions.weight': '"weight" must be a number from -2,147,483,647 to 2,147,483,647' },
    ],
    [
      'a number beyond any column',
      conditions({ weight: { gt: 1e308 } }),
      { 'conditions.weight.gt': '"weight" must be a number from -2,147,483,647 to 2,147,483,647' },
    ],
  ])('refuses %s with a 400 naming it', (_what, query, fields) => {
    expect(refusal(query)).toEqual({ message: Object.values(fields)[0], fields });
  });

  it('names every bad parameter at once', () => {
    expect(refusal({ limit: '0', sort: 'nope', extra: '1' })).toEqual({
      message: 'Please correct the highlighted fields',
      fields: {
        limit: 'limit must be a whole number from 1 to 500',
        sort: 'Unknown sort field "nope"',
        extra: 'Unknown parameter "extra"',
      },
    });
  });

  it('refuses a date range on a model without a date field', () => {
    const undated = { ...model, dateField: undefined };
    expect(() => parseTableParams(undated, { endDate: '2026-01-01' })).toThrow('This table has no date to filter by');
  });

  it('does not take inherited object keys for fields', () => {
    expect(refusal(conditions({ constructor: 1 })).fields).toEqual({ 'conditions.constructor': 'Unknown field "constructor"' });
    expect(refusal({ sort: 'toString:asc' }).fields).toEqual({ sort: 'Unknown sort field "toString"' });
  });
});
