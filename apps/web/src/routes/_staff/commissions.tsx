import { createFileRoute } from '@tanstack/react-router';
import { CommissionsPage } from '@/features/commissions/commissions-page';
import { RequireCapability } from '@/features/staff/require-capability';

export const Route = createFileRoute('/_staff/commissions')({
  head: () => ({ meta: [{ title: 'Commissions · Zamalek Suites' }] }),
  component: CommissionsRoute,
});

function CommissionsRoute() {
  return (
    <RequireCapability screen="commissions">
      <CommissionsPage />
    </RequireCapability>
  );
}
