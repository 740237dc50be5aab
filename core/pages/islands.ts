/**
 * Core's islands, for core's pages and any plugin's: web components (`web/islands/`), each file
 * its component and its props' schema, rendered with `Island`.
 * @example <Island of={DataTable} {...USERS_TABLE} userId={user.id} />
 */
export * as ActionButton from '../../web/islands/ActionButton.tsx';
/** The list of a table model; its headings, types, sorting and default order come from the model. */
export * as DataTable from '../../web/islands/DataTable.tsx';
export * as LoginForm from '../../web/islands/LoginForm.tsx';
export * as RegisterForm from '../../web/islands/RegisterForm.tsx';
export * as SetPasswordForm from '../../web/islands/SetPasswordForm.tsx';
