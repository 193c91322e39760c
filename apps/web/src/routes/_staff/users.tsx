import { createFileRoute } from '@tanstack/react-router';
import { RequireCapability } from '@/features/staff/require-capability';
import { UserList } from '@/features/users/user-list';

export const Route = createFileRoute('/_staff/users')({
  head: () => ({ meta: [{ title: 'User Management · Zamalek Suites' }] }),
  component: UsersPage,
});

function UsersPage() {
  return (
    <RequireCapability capability="users.manage" fallback="/">
      <UserList />
    </RequireCapability>
  );
}
