import { defineIsland } from '../../core/ssr/island.tsx';
import CustomerForm from './islands/CustomerForm.tsx';
import LoginAsCustomer from './islands/LoginAsCustomer.tsx';
import NoticePreferences from './islands/NoticePreferences.tsx';
import { customerFormPropsSchema, loginAsCustomerPropsSchema, noticePreferencesPropsSchema } from './islands/props.ts';

/** The customer form: the admin's, and a customer's own My Company. */
export const CustomerFormIsland = defineIsland({
  name: 'customers.CustomerForm',
  file: new URL('./islands/CustomerForm.tsx', import.meta.url),
  props: customerFormPropsSchema,
  component: CustomerForm,
});

/** Staff's Login as Customer button on a customer's page. */
export const LoginAsCustomerIsland = defineIsland({
  name: 'customers.LoginAsCustomer',
  file: new URL('./islands/LoginAsCustomer.tsx', import.meta.url),
  props: loginAsCustomerPropsSchema,
  component: LoginAsCustomer,
});

/** A customer user's own notices, on My Company. */
export const NoticePreferencesIsland = defineIsland({
  name: 'customers.NoticePreferences',
  file: new URL('./islands/NoticePreferences.tsx', import.meta.url),
  props: noticePreferencesPropsSchema,
  component: NoticePreferences,
});
