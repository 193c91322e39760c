import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '@/features/public/public-page';

export const Route = createFileRoute('/_public/book')({
  head: () => ({ meta: [{ title: 'Book Your Stay · Zamalek Suites' }] }),
  component: () => (
    <PublicPage
      title="Book Your Stay"
      lead="Choose your dates and suite, tell us who is coming, and review your booking."
    />
  ),
});
