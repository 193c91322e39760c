import { createFileRoute } from '@tanstack/react-router';
import { DayClosePage } from '@/features/day-close/day-close-page';
import { RequireCapability } from '@/features/staff/require-capability';

export const Route = createFileRoute('/_staff/day-close')({
  head: () => ({ meta: [{ title: 'Day close · Zamalek Suites' }] }),
  component: DayCloseRoute,
});

function DayCloseRoute() {
  return (
    <RequireCapability screen="dayClose">
      <DayClosePage />
    </RequireCapability>
  );
}
