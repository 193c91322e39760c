import { createFileRoute } from '@tanstack/react-router';
import { OwnStatementPage } from '@/features/landlord-portal/own-statement-page';
import { RequireLandlord } from '@/features/landlord-portal/require-landlord';

export const Route = createFileRoute('/_staff/owner_/statement/$id')({
  head: () => ({ meta: [{ title: 'Your statement · Zamalek Suites' }] }),
  component: OwnStatementRoute,
});

function OwnStatementRoute() {
  const { id } = Route.useParams();
  return (
    <RequireLandlord>
      <OwnStatementPage id={id} />
    </RequireLandlord>
  );
}
