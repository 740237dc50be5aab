import type { UserRecord } from '../users.repository.ts';
import { fieldMessages } from '../../../shared/field-messages.ts';
import { PASSWORDS_DIFFER } from '../messages.ts';
import { createUserSchema, updateUserSchema } from '../schema.ts';

/** What the user form holds while it is edited. */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  customerId: number | null;
  password: string;
  confirmPassword: string;
  activeInd: boolean;
  /** The version the form was opened at, sent back so a save over a newer one is refused. */
  version?: number;
}

export function initialValues(user: UserRecord | null): UserFormValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    role: user?.role ?? '',
    customerId: user?.customerId ?? null,
    password: '',
    confirmPassword: '',
    activeInd: user?.activeInd ?? true,
    ...(user ? { version: user.version } : {}),
  };
}

/** The body of the save: passwords only on create, the active flag only on edit. */
export function payloadOf(values: UserFormValues, creating: boolean): Record<string, unknown> {
  const { password, confirmPassword, activeInd, version, ...fields } = values;
  return creating ? { ...fields, password, confirmPassword } : { ...fields, activeInd, version };
}

export interface FormCheck {
  fields: Record<string, string>;
  /** The two passwords differ: the form alerts and clears both. */
  passwordsDiffer: boolean;
}

/** Checks the form with the schema the server uses. */
export function checkValues(values: UserFormValues, creating: boolean): FormCheck {
  const result = (creating ? createUserSchema : updateUserSchema).safeParse(payloadOf(values, creating));
  const fields = result.success ? {} : fieldMessages(result.error);
  const passwordsDiffer = fields.confirmPassword === PASSWORDS_DIFFER;
  if (passwordsDiffer) delete fields.confirmPassword;
  return { fields, passwordsDiffer };
}
