import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon, PageHeader } from '@/features/staff/page-header';
import { RequireCapability } from '@/features/staff/require-capability';

export const Route = createFileRoute('/_staff/users')({
  head: () => ({ meta: [{ title: 'User Management · Zamalek Suites' }] }),
  component: UsersPage,
});

function UsersPage() {
  return (
    <RequireCapability capability="users.manage" fallback="/">
      <PageHeader title="User Management" subtitle="Staff accounts and their roles" />
      <ComingSoon what="The user list" />
    </RequireCapability>
  );
}
