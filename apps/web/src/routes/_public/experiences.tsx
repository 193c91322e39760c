import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '@/features/public/public-page';

export const Route = createFileRoute('/_public/experiences')({
  head: () => ({ meta: [{ title: 'Experiences · Zamalek Suites' }] }),
  component: () => (
    <PublicPage title="Experiences" lead="Curated days out in Cairo, arranged by our concierge." />
  ),
});
