import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '@/features/public/public-page';

export const Route = createFileRoute('/_public/suites')({
  head: () => ({ meta: [{ title: 'Our Suites · Zamalek Suites' }] }),
  component: () => (
    <PublicPage
      title="Our Suites"
      lead="Studio, one-bedroom and two-bedroom suites, each a calm home in the city."
    />
  ),
});
