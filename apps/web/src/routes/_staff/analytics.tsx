import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon, PageHeader } from '@/features/staff/page-header';
import { RequireCapability } from '@/features/staff/require-capability';

export const Route = createFileRoute('/_staff/analytics')({
  head: () => ({ meta: [{ title: 'Analytics · Zamalek Suites' }] }),
  component: AnalyticsPage,
});

function AnalyticsPage() {
  return (
    <RequireCapability capability="analytics.view" fallback="/">
      <PageHeader title="Analytics" subtitle="Occupancy, revenue and booking sources" />
      <ComingSoon what="Reports" />
    </RequireCapability>
  );
}
