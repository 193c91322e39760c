import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon, PageHeader } from '@/features/staff/page-header';
import { RequireCapability } from '@/features/staff/require-capability';

export const Route = createFileRoute('/_staff/guests')({
  head: () => ({ meta: [{ title: 'Guests · Zamalek Suites' }] }),
  component: GuestsPage,
});

function GuestsPage() {
  return (
    <RequireCapability capability="guests.view" fallback="/">
      <PageHeader title="Guests" subtitle="Guests staying this week or month" />
      <ComingSoon what="The guest list" />
    </RequireCapability>
  );
}
