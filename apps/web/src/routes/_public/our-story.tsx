import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '@/features/public/public-page';

export const Route = createFileRoute('/_public/our-story')({
  head: () => ({ meta: [{ title: 'Our Story · Zamalek Suites' }] }),
  component: () => (
    <PublicPage
      title="Our Story"
      lead="A newly opened building in the heart of Zamalek, with studio, one- and two-bedroom suites and a rooftop wellness centre."
    />
  ),
});
