import { createFileRoute } from '@tanstack/react-router';
import { RegistrationsPage } from '@/features/registrations/registrations-page';
import { RequireCapability } from '@/features/staff/require-capability';

export const Route = createFileRoute('/_staff/registrations')({
  head: () => ({ meta: [{ title: 'Registrations · Zamalek Suites' }] }),
  component: RegistrationsRoute,
});

function RegistrationsRoute() {
  return (
    <RequireCapability screen="registrations">
      <RegistrationsPage />
    </RequireCapability>
  );
}
