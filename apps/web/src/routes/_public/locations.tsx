import { createFileRoute, Link } from '@tanstack/react-router';
import { Building2Icon, CheckIcon, MapPinIcon } from 'lucide-react';
import { IslandMapArt } from '@/components/art';
import { buttonVariants } from '@/components/ui/button-variants';
import { PublicPage } from '@/features/public/public-page';
import { publicHead } from '@/features/public/seo';
import { loadPageMessages, type MessageId, t } from '@/lib/i18n/i18n';

export const Route = createFileRoute('/_public/locations')({
  loader: loadPageMessages,
  head: () => publicHead('locations', '/locations'),
  component: Locations,
});

const ZAMALEK_HIGHLIGHTS: MessageId[] = [
  'locations.highlightBuilding',
  'locations.highlightSuites',
  'locations.highlightWellness',
  'locations.highlightWalk',
];

function Locations() {
  return (
    <PublicPage
      eyebrow={t('locations.eyebrow')}
      title={t('locations.title')}
      lead={t('locations.lead')}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <article
          aria-labelledby="zamalek-title"
          className="overflow-hidden rounded-2xl border bg-card shadow-xs"
        >
          <IslandMapArt className="aspect-[16/9] w-full" />
          <div className="p-6 sm:p-8">
            {/* The badge's words in the body colour: green text on its pale green fails contrast. */}
            <p className="inline-flex items-center gap-1.5 rounded-full bg-success/15 px-3 py-1 font-medium text-foreground text-xs">
              <span className="size-1.5 rounded-full bg-success" aria-hidden="true" />
              {t('locations.openNow')}
            </p>
            <h2 id="zamalek-title" className="mt-3 font-serif text-3xl text-primary">
              {t('locations.zamalekTitle')}
            </h2>
            <p className="mt-2 flex items-center gap-1.5 text-muted-foreground text-sm">
              <MapPinIcon className="size-4 text-brand" aria-hidden="true" />
              {t('locations.zamalekAddress')}
            </p>
            <ul className="mt-5 grid gap-2 text-sm">
              {ZAMALEK_HIGHLIGHTS.map((item) => (
                <li key={item} className="flex items-start gap-2">
                  <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  {t(item)}
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to="/book" className={buttonVariants()}>
                {t('locations.book')}
              </Link>
              <Link to="/nearby" className={buttonVariants({ variant: 'outline' })}>
                {t('locations.nearby')}
              </Link>
            </div>
          </div>
        </article>

        <article
          aria-labelledby="next-title"
          className="flex flex-col justify-center rounded-2xl border border-dashed bg-muted/60 p-6 sm:p-8"
        >
          <span className="mb-6 flex size-16 items-center justify-center rounded-full border-2 border-dashed border-brand/40 text-brand">
            <Building2Icon className="size-7" aria-hidden="true" />
          </span>
          <p className="w-fit rounded-full bg-accent px-3 py-1 font-medium text-accent-foreground text-xs">
            {t('locations.comingSoon')}
          </p>
          <h2 id="next-title" className="mt-3 font-serif text-3xl text-primary">
            {t('locations.nextTitle')}
          </h2>
          <p className="mt-3 text-muted-foreground leading-relaxed">{t('locations.nextText')}</p>
        </article>
      </div>
    </PublicPage>
  );
}
