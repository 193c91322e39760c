import { createFileRoute } from '@tanstack/react-router';
import { CashPage } from '@/features/cash/cash-page';
import { RequireCapability } from '@/features/staff/require-capability';

export const Route = createFileRoute('/_staff/cash')({
  head: () => ({ meta: [{ title: 'Cash · Zamalek Suites' }] }),
  component: CashRoute,
});

function CashRoute() {
  return (
    <RequireCapability screen="cash">
      <CashPage />
    </RequireCapability>
  );
}
