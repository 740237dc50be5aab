import { z } from 'zod';
import ActionButton from '../../web/islands/ActionButton.tsx';
import LoginForm from '../../web/islands/LoginForm.tsx';
import RegisterForm from '../../web/islands/RegisterForm.tsx';
import SetPasswordForm from '../../web/islands/SetPasswordForm.tsx';
import { DataTable } from '../../web/table/DataTable.tsx';
import { dataTablePropsSchema } from '../../shared/table-props.ts';
import { defineIsland, type AnyIsland } from '../ssr/island.tsx';

const webIsland = (file: string) => new URL(`../../web/islands/${file}`, import.meta.url);

export const LoginFormIsland = defineIsland({
  name: 'core.LoginForm',
  file: webIsland('LoginForm.tsx'),
  props: z.object({ next: z.string().optional() }),
  component: LoginForm,
});

/**
 * The list of a table model, for any plugin's page. Its first render shows the loading state
 * (storage and the API are read only after hydration), so its HTML comes from its props alone.
 * @example <DataTableIsland {...USERS_TABLE} userId={user.id} />
 */
export const DataTableIsland = defineIsland({
  name: 'core.DataTable',
  file: webIsland('DataTableIsland.tsx'),
  props: dataTablePropsSchema,
  component: DataTable,
  rendersFromPropsAlone: true,
});

export const ActionButtonIsland = defineIsland({
  name: 'core.ActionButton',
  file: webIsland('ActionButton.tsx'),
  props: z.object({
    label: z.string(),
    path: z.string().startsWith('/api/'),
    method: z.enum(['POST', 'PUT', 'DELETE']),
    successMessage: z.string(),
    confirm: z.string().optional(),
  }),
  component: ActionButton,
});

export const RegisterFormIsland = defineIsland({
  name: 'core.RegisterForm',
  file: webIsland('RegisterForm.tsx'),
  props: z.object({}),
  component: RegisterForm,
});

export const SetPasswordFormIsland = defineIsland({
  name: 'core.SetPasswordForm',
  file: webIsland('SetPasswordForm.tsx'),
  props: z.object({ token: z.string(), userId: z.number(), email: z.string(), firstName: z.string() }),
  component: SetPasswordForm,
});

export const coreIslands: AnyIsland[] = [LoginFormIsland, DataTableIsland, ActionButtonIsland, RegisterFormIsland, SetPasswordFormIsland];
