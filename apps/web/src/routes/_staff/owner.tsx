import { createFileRoute } from '@tanstack/react-router';
import { PortalPage } from '@/features/landlord-portal/portal-page';
import { RequireLandlord } from '@/features/landlord-portal/require-landlord';

export const Route = createFileRoute('/_staff/owner')({
  head: () => ({ meta: [{ title: 'Your rooms · Zamalek Suites' }] }),
  component: OwnerRoute,
});

function OwnerRoute() {
  return (
    <RequireLandlord>
      <PortalPage />
    </RequireLandlord>
  );
}
