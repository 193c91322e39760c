import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '@/features/public/public-page';

export const Route = createFileRoute('/_public/wellness')({
  head: () => ({ meta: [{ title: 'Wellness · Zamalek Suites' }] }),
  component: () => (
    <PublicPage
      title="Wellness"
      lead="Yoga, fitness, mindfulness and group programmes at our rooftop wellness centre."
    />
  ),
});
