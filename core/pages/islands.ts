import { loginFormPropsSchema } from '../../shared/login-form-props.ts';
import { dataTablePropsSchema } from '../../shared/table-props.ts';
import { islandNamed } from '../ssr/island.tsx';

/**
 * The browser kit's islands (`web/islands/`) the kernel's own pages render, named rather than
 * imported: the kernel imports nothing of `web/`. A plugin renders them the same way. DataTable is
 * the list of a table model: its headings, types, sorting and default order come from the model.
 * @example <Island of={DataTable} {...USERS_TABLE} userId={user.id} />
 */
export const DataTable = islandNamed('core.DataTable', dataTablePropsSchema);
export const LoginForm = islandNamed('core.LoginForm', loginFormPropsSchema);
