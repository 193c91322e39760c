import { createFileRoute } from '@tanstack/react-router';
import { RatesPage } from '@/features/rates/rates-page';
import { RequireCapability } from '@/features/staff/require-capability';

export const Route = createFileRoute('/_staff/rates')({
  head: () => ({ meta: [{ title: 'Rates · Zamalek Suites' }] }),
  component: RatesRoute,
});

function RatesRoute() {
  return (
    <RequireCapability screen="rates">
      <RatesPage />
    </RequireCapability>
  );
}
