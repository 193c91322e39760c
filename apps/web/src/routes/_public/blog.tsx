import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '@/features/public/public-page';

export const Route = createFileRoute('/_public/blog')({
  head: () => ({ meta: [{ title: 'Blog · Zamalek Suites' }] }),
  component: Blog,
});

function Blog() {
  return (
    <PublicPage title="Blog">
      <p className="text-muted-foreground">Blog posts coming soon...</p>
    </PublicPage>
  );
}
