import { describe, expect, it } from 'vitest';
import { WEAK_PASSWORD_MESSAGE } from '../../shared/password-strength.ts';
import type { PublicUser } from '../../core/auth/users.repository.ts';
import { BusinessRuleError, ConflictError, InputError } from '../../core/errors.ts';
import { CUSTOMER_INVALID, DUPLICATE_EMAIL, PASSWORDS_DIFFER, REQUIRED, SELF_DEACTIVATE, SELF_ROLE, USER_IN_USE } from './messages.ts';
import { createUserSchema, profileSchema, updateUserSchema } from './schema.ts';
import { assertSelfEditAllowed, assertStrongPassword, isDeactivation, sameEmail, translateWriteError } from './rules.ts';

const admin: PublicUser = {
  id: 1,
  firstName: 'Alex',
  lastName: 'Admin',
  email: 'admin@demo.lab',
  role: 'admin',
  customerId: null,
  activeInd: true,
};

describe('the self-edit rule', () => {
  it('lets an admin rename themselves but not change their role or deactivate themselves', () => {
    expect(() => assertSelfEditAllowed(1, admin, { role: 'admin', activeInd: true })).not.toThrow();
    expect(() => assertSelfEditAllowed(1, admin, { role: 'technician' })).toThrow(new BusinessRuleError(SELF_ROLE));
    expect(() => assertSelfEditAllowed(1, admin, { role: 'admin', activeInd: false })).toThrow(new BusinessRuleError(SELF_DEACTIVATE));
  });

  it('does not apply to another user', () => {
    expect(() => assertSelfEditAllowed(2, admin, { role: 'driver', activeInd: false })).not.toThrow();
  });
});

describe('deactivation', () => {
  it('is only a change from active to inactive; leaving the flag out changes nothing', () => {
    expect(isDeactivation(admin, false)).toBe(true);
    expect(isDeactivation(admin, undefined)).toBe(false);
    expect(isDeactivation({ ...admin, activeInd: false }, false)).toBe(false);
  });
});

describe('e-mail addresses', () => {
  it('are the same mailbox whatever their case and surrounding spaces', () => {
    expect(sameEmail(' Admin@Demo.lab', 'admin@demo.lab')).toBe(true);
    expect(sameEmail('admin@demo.lab', 'admin2@demo.lab')).toBe(false);
  });
});

describe('password strength on the server', () => {
  it("refuses a password made of the user's own name", () => {
    expect(() => assertStrongPassword('granitelab42', { email: 'granitelab42@masonry.example', firstName: 'G', lastName: '' })).toThrow(
      new InputError(WEAK_PASSWORD_MESSAGE, { password: WEAK_PASSWORD_MESSAGE }),
    );
    expect(() => assertStrongPassword('granitelab42', admin)).not.toThrow();
  });
});

describe('constraint errors', () => {
  it('become a 409 for a duplicate, a field message for an unknown company, a 409 for a user still named elsewhere', () => {
    expect(translateWriteError({ code: '23505' }, 'save')).toEqual(new ConflictError(DUPLICATE_EMAIL));
    expect(translateWriteError({ code: '23503' }, 'save')).toEqual(new InputError(CUSTOMER_INVALID, { customerId: CUSTOMER_INVALID }));
    expect(translateWriteError({ code: '23503' }, 'delete')).toEqual(new ConflictError(USER_IN_USE));
    const other = new Error('connection lost');
    expect(translateWriteError(other, 'save')).toBe(other);
  });
});

describe('the user schemas', () => {
  const base = { firstName: ' Quinn ', email: 'quinn@lab.example', role: 'driver' };

  it('trims names, defaults the last name and the password, and drops a company from a staff user', () => {
    expect(createUserSchema.parse({ ...base, customerId: 9 })).toEqual({
      firstName: 'Quinn',
      lastName: '',
      email: 'quinn@lab.example',
      role: 'driver',
      customerId: null,
      password: '',
      confirmPassword: '',
    });
  });

  it('takes a company id as a number or its digits, and requires one for a customer', () => {
    expect(updateUserSchema.parse({ ...base, role: 'customer', customerId: '12' }).customerId).toBe(12);
    const beyond = updateUserSchema.safeParse({ ...base, role: 'customer', customerId: 2_147_483_648 });
    expect(beyond.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['customerId', CUSTOMER_INVALID]]);
    const missing = updateUserSchema.safeParse({ ...base, role: 'customer', customerId: '' });
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['customerId', REQUIRED]]);
  });

  it('requires the confirmation only once a password is typed, and a match', () => {
    const issues = (input: object) => createUserSchema.safeParse({ ...base, ...input }).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ password: '', confirmPassword: '' })).toEqual([]);
    expect(issues({ password: 'x' })).toEqual([REQUIRED]);
    expect(issues({ password: 'x', confirmPassword: 'y' })).toEqual([PASSWORDS_DIFFER]);
    expect(issues({ password: '', confirmPassword: 'y' })).toEqual([PASSWORDS_DIFFER]);
  });

  it("refuses the lab's fields on a profile", () => {
    const result = profileSchema.safeParse({ firstName: 'A', email: 'a@b.example', role: 'admin', customerId: 1 });
    expect(result.error?.issues[0]?.message).toBe('These fields cannot be changed on your profile: role, customerId');
  });
});
