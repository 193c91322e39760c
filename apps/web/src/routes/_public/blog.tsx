import { createFileRoute, Link } from '@tanstack/react-router';
import { NotebookPenIcon } from 'lucide-react';
import { PublicPage } from '@/features/public/public-page';
import { publicHead } from '@/features/public/seo';
import { loadPageMessages, t } from '@/lib/i18n/i18n';

export const Route = createFileRoute('/_public/blog')({
  loader: loadPageMessages,
  head: () => publicHead('blog', '/blog'),
  component: Blog,
});

function Blog() {
  return (
    <PublicPage eyebrow={t('blog.eyebrow')} title={t('blog.title')} lead={t('blog.lead')}>
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed bg-card/60 px-6 py-16 text-center">
        <NotebookPenIcon className="size-8 text-brand" aria-hidden="true" />
        <p className="text-lg text-muted-foreground">{t('blog.soon')}</p>
        <Link
          to="/nearby"
          className="rounded-sm font-medium text-brand text-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {t('blog.explore')}
        </Link>
      </div>
    </PublicPage>
  );
}
