import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable } from './DataTable.tsx';
import { dataTablePropsSchema, type DataTableProps } from '../../shared/table-props.ts';

const props: DataTableProps = {
  path: '/api/users',
  userId: 1,
  label: 'Users',
  columns: [
    { field: 'lastName', label: 'Last Name', type: 'text', link: '/admin/users/{id}' },
    { field: 'role', label: 'Role', type: 'text', sortable: false },
  ],
  filters: [{ kind: 'select', field: 'role', label: 'Role', options: [{ value: 'admin', label: 'admin' }] }],
  defaultSort: { field: 'lastName', dir: 'desc' },
};

describe('DataTable on the server', () => {
  const html = renderToString(<DataTable {...props} />);

  it('renders the search box, the filters button, the exports and the headers with their sort state', () => {
    expect(html).toContain('aria-label="Search"');
    expect(html).toContain('>Filters</button>');
    expect(html).toContain('href="/api/users?sort=lastName%3Adesc&amp;format=csv"');
    expect(html).toContain('>Export XLSX</a>');
    expect(html).toMatch(/<th[^>]*aria-sort="descending"[^>]*>.*Last Name/);
    expect(html).toMatch(/<th scope="col" class="[^"]*">Role<\/th>/);
  });

  it('shows it is loading, since storage and the API are read only in the browser', () => {
    expect(html).toContain('Loading…');
  });

  it('has props the island schema accepts, and refuses a path outside the API', () => {
    expect(dataTablePropsSchema.parse(props)).toEqual(props);
    expect(dataTablePropsSchema.safeParse({ ...props, path: 'https://evil.example/api' }).success).toBe(false);
  });

  it('takes choices fetched from an options route only with that route', () => {
    const fetched = {
      ...props,
      filters: [{ kind: 'select', field: 'role', label: 'Role', options: { list: 'roles', value: 'id', label: ['name'] } }],
    };
    expect(dataTablePropsSchema.safeParse({ ...fetched, filterOptionsPath: '/api/users/filterOptions' }).success).toBe(true);
    const refused = dataTablePropsSchema.safeParse(fetched);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['filterOptionsPath'],
      message: 'a choice whose options are fetched needs filterOptionsPath',
    });
  });
});
