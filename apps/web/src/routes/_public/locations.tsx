import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '@/features/public/public-page';

export const Route = createFileRoute('/_public/locations')({
  head: () => ({ meta: [{ title: 'Locations · Zamalek Suites' }] }),
  component: () => (
    <PublicPage
      title="Locations"
      lead="Our first address is on the island of Zamalek, Cairo. A second location is coming soon."
    />
  ),
});
