import { createFileRoute } from '@tanstack/react-router';
import { ReceiptPage } from '@/features/receipts/receipt-page';
import { RequireCapability } from '@/features/staff/require-capability';

export const Route = createFileRoute('/_staff/receipt/$id')({
  head: () => ({ meta: [{ title: 'Receipt · Zamalek Suites' }] }),
  component: ReceiptRoute,
});

function ReceiptRoute() {
  const { id } = Route.useParams();
  return (
    <RequireCapability screen="receipt">
      <ReceiptPage id={id} />
    </RequireCapability>
  );
}
