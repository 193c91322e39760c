import { createFileRoute } from '@tanstack/react-router';
import { LandlordsPage } from '@/features/landlords/landlords-page';
import { RequireCapability } from '@/features/staff/require-capability';

export const Route = createFileRoute('/_staff/landlords')({
  head: () => ({ meta: [{ title: 'Landlords · Zamalek Suites' }] }),
  component: LandlordsRoute,
});

function LandlordsRoute() {
  return (
    <RequireCapability screen="landlords">
      <LandlordsPage />
    </RequireCapability>
  );
}
