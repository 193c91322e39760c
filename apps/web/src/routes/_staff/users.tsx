import { createFileRoute } from '@tanstack/react-router';
import { RequireCapability } from '@/features/staff/require-capability';
import { UsersPage } from '@/features/users/users-page';

export const Route = createFileRoute('/_staff/users')({
  head: () => ({ meta: [{ title: 'User Management · Zamalek Suites' }] }),
  component: UsersRoute,
});

function UsersRoute() {
  return (
    <RequireCapability screen="users">
      <UsersPage />
    </RequireCapability>
  );
}
