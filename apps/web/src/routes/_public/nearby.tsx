import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '@/features/public/public-page';

export const Route = createFileRoute('/_public/nearby')({
  head: () => ({ meta: [{ title: 'Nearby Amenities · Zamalek Suites' }] }),
  component: () => (
    <PublicPage
      title="Nearby Amenities"
      lead="Dining, cafés, culture and green space, all within a short walk."
    />
  ),
});
