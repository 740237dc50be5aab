import { defineIsland } from '../../core/ssr/island.tsx';
import { profileFormProps, userFormProps } from './island-props.ts';
import ProfileForm from './islands/ProfileForm.tsx';
import UserForm from './islands/UserForm.tsx';

export const UserFormIsland = defineIsland({
  name: 'users.UserForm',
  file: new URL('./islands/UserForm.tsx', import.meta.url),
  props: userFormProps,
  component: UserForm,
});

/** Your own profile with Change Password, for every role. */
export const ProfileFormIsland = defineIsland({
  name: 'users.ProfileForm',
  file: new URL('./islands/ProfileForm.tsx', import.meta.url),
  props: profileFormProps,
  component: ProfileForm,
});
