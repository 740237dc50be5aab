import type { PublicUser } from '../auth/users.repository.ts';
import { Card, PageHeader } from './components.tsx';

const ROLE_LABELS: Record<PublicUser['role'], string> = {
  admin: 'Admin',
  'customer-service': 'Customer service',
  driver: 'Driver',
  technician: 'Technician',
  customer: 'Customer',
};

/** Your own account; editing it arrives with the users screens. */
export function ProfilePage({ user }: { user: PublicUser }) {
  return (
    <>
      <PageHeader title="Profile" />
      <Card>
        <dl className="grid grid-cols-[8rem_1fr] gap-y-2 text-sm">
          <dt className="text-slate-500">Name</dt>
          <dd>
            {user.firstName} {user.lastName}
          </dd>
          <dt className="text-slate-500">Email</dt>
          <dd>{user.email}</dd>
          <dt className="text-slate-500">Role</dt>
          <dd>{ROLE_LABELS[user.role]}</dd>
        </dl>
      </Card>
    </>
  );
}
