import { createFileRoute } from '@tanstack/react-router';
import { AuthorityListPage } from '@/features/registrations/authority-list-page';
import { RequireCapability } from '@/features/staff/require-capability';

export const Route = createFileRoute('/_staff/registrations')({
  head: () => ({ meta: [{ title: 'Lists for the authorities · Zamalek Suites' }] }),
  component: RegistrationsRoute,
});

function RegistrationsRoute() {
  return (
    <RequireCapability screen="registrations">
      <AuthorityListPage />
    </RequireCapability>
  );
}
