import { createFileRoute } from '@tanstack/react-router';
import { StatementPage } from '@/features/landlords/statement-page';
import { RequireCapability } from '@/features/staff/require-capability';

export const Route = createFileRoute('/_staff/statement/$id')({
  head: () => ({ meta: [{ title: 'Landlord statement · Zamalek Suites' }] }),
  component: StatementRoute,
});

function StatementRoute() {
  const { id } = Route.useParams();
  return (
    <RequireCapability screen="landlords">
      <StatementPage id={id} />
    </RequireCapability>
  );
}
