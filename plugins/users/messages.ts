import { ROLES } from '../../core/roles.ts';

/** The user form's texts, shared by the forms and the server (the spec's exact words where it gives them). */
export const REQUIRED = 'this field is required';
export const PASSWORDS_DIFFER = 'Passwords do not match';
/** The alert on save when the two passwords differ; the form then clears both. */
export const PASSWORDS_DIFFER_ALERT = 'Passwords do not match.  Please try again.';
export const ROLE_INVALID = `Choose one of the roles: ${ROLES.join(', ')}`;
export const CUSTOMER_INVALID = 'Choose a customer';

export const DUPLICATE_EMAIL = 'A user with this email already exists';
export const USER_NOT_FOUND = 'User not found';
export const SELF_DELETE = 'You cannot delete yourself';
export const SELF_ROLE = 'You cannot change your own role';
export const SELF_DEACTIVATE = 'You cannot deactivate yourself';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct';
export const CURRENT_PASSWORD_FOR_EMAIL = 'Enter your current password to change your e-mail';
export const NOT_WHILE_IMPERSONATING = "While you use the portal as a customer, the customer's e-mail and password cannot be changed";
export const USER_IN_USE = 'This user is named on other records and cannot be deleted. Deactivate the user instead.';

/** The success alerts of the spec's error catalogue. */
export const USER_CREATED = 'User has been created';
export const USER_SAVED = 'User has been saved';
export const USER_DELETED = 'User has been deleted';
export const PASSWORD_SAVED = 'Your password was saved';
export const DELETE_QUESTION = 'Are you sure you wish to delete this user?';
