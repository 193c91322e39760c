import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPage } from '@/features/analytics/analytics-page';
import { parseAnalyticsSearch } from '@/features/analytics/analytics-search';
import { RequireCapability } from '@/features/staff/require-capability';

export const Route = createFileRoute('/_staff/analytics')({
  validateSearch: parseAnalyticsSearch,
  head: () => ({ meta: [{ title: 'Analytics · Zamalek Suites' }] }),
  component: AnalyticsRoute,
});

function AnalyticsRoute() {
  return (
    <RequireCapability screen="analytics">
      <AnalyticsPage />
    </RequireCapability>
  );
}
