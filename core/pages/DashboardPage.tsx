import type { PublicUser } from '../auth/users.repository.ts';
import { Card, PageHeader } from './components.tsx';

/** The dashboard's place until the statistics arrive. */
export function DashboardPage({ user }: { user: PublicUser }) {
  return (
    <>
      <PageHeader title="Dashboard" />
      <Card>
        <p className="text-slate-700">
          Welcome, {user.firstName}. Your dashboard will show today&apos;s pickups, samples, reports and revenue here.
        </p>
      </Card>
    </>
  );
}
