/**
 * The web islands core's own pages render (`web/islands/`), each file its component and its
 * props' schema, rendered with `Island`; a plugin imports the island files themselves. DataTable
 * is the list of a table model: its headings, types, sorting and default order come from the model.
 * @example <Island of={DataTable} {...USERS_TABLE} userId={user.id} />
 */
export * as DataTable from '../../web/islands/DataTable.tsx';
export * as LoginForm from '../../web/islands/LoginForm.tsx';
