import { createFileRoute } from '@tanstack/react-router';
import { PresentationPage } from '@/features/presentation/presentation-page';
import { RequireCapability } from '@/features/staff/require-capability';

export const Route = createFileRoute('/_staff/rooms_/presentation')({
  head: () => ({ meta: [{ title: 'Suite Presentation · Zamalek Suites' }] }),
  component: PresentationRoute,
});

function PresentationRoute() {
  return (
    <RequireCapability screen="presentation">
      <PresentationPage />
    </RequireCapability>
  );
}
