import { createFileRoute, Link } from '@tanstack/react-router';
import { CoffeeIcon, FootprintsIcon, LandmarkIcon, TreesIcon, UtensilsIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { PublicPage } from '@/features/public/public-page';
import { publicHead } from '@/features/public/seo';
import { loadPageMessages, type MessageId, t } from '@/lib/i18n/i18n';

export const Route = createFileRoute('/_public/nearby')({
  loader: loadPageMessages,
  head: () => publicHead('nearby', '/nearby'),
  component: Nearby,
});

interface Place {
  name: MessageId;
  note: MessageId;
  /** Minutes on foot; none when the place has several addresses. */
  walk?: number;
}

const GROUPS: { id: string; title: MessageId; Icon: typeof UtensilsIcon; places: Place[] }[] = [
  {
    id: 'nearby-dining',
    title: 'nearby.dining',
    Icon: UtensilsIcon,
    places: [
      { name: 'nearby.abouElSid', note: 'nearby.abouElSidNote', walk: 6 },
      { name: 'nearby.zooba', note: 'nearby.zoobaNote', walk: 5 },
      { name: 'nearby.sequoia', note: 'nearby.sequoiaNote', walk: 15 },
    ],
  },
  {
    id: 'nearby-cafes-coffee-shops',
    title: 'nearby.cafes',
    Icon: CoffeeIcon,
    places: [
      { name: 'nearby.simonds', note: 'nearby.simondsNote', walk: 5 },
      { name: 'nearby.diwan', note: 'nearby.diwanNote', walk: 4 },
      { name: 'nearby.specialty', note: 'nearby.specialtyNote' },
    ],
  },
  {
    id: 'nearby-cultural-attractions',
    title: 'nearby.culture',
    Icon: LandmarkIcon,
    places: [
      { name: 'nearby.aishaFahmy', note: 'nearby.aishaFahmyNote', walk: 8 },
      { name: 'nearby.cairoTower', note: 'nearby.cairoTowerNote', walk: 15 },
      { name: 'nearby.opera', note: 'nearby.operaNote', walk: 15 },
    ],
  },
  {
    id: 'nearby-parks-recreation',
    title: 'nearby.parks',
    Icon: TreesIcon,
    places: [
      { name: 'nearby.corniche', note: 'nearby.cornicheNote', walk: 3 },
      { name: 'nearby.fishGarden', note: 'nearby.fishGardenNote', walk: 10 },
      { name: 'nearby.andalusian', note: 'nearby.andalusianNote', walk: 14 },
    ],
  },
];

function Nearby() {
  return (
    <PublicPage eyebrow={t('nearby.eyebrow')} title={t('nearby.title')} lead={t('nearby.lead')}>
      <div className="grid gap-6 md:grid-cols-2">
        {GROUPS.map(({ id, title, Icon, places }) => (
          <section
            key={title}
            aria-labelledby={id}
            className="rounded-xl border bg-card p-6 shadow-xs"
          >
            <div className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-full bg-secondary text-brand">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h2 id={id} className="font-serif text-2xl text-primary">
                {t(title)}
              </h2>
            </div>
            <ul className="mt-4 divide-y">
              {places.map((place) => (
                <li key={place.name} className="flex items-start justify-between gap-4 py-3">
                  <div className="min-w-0">
                    <h3 className="font-medium">{t(place.name)}</h3>
                    <p className="text-muted-foreground text-sm">{t(place.note)}</p>
                  </div>
                  <p className="flex shrink-0 items-center gap-1 pt-0.5 text-muted-foreground text-xs">
                    <FootprintsIcon className="size-3.5 text-brand" aria-hidden="true" />
                    {place.walk === undefined
                      ? t('nearby.various')
                      : t('nearby.walk', { minutes: place.walk })}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <section
        aria-labelledby="concierge-title"
        className="mt-16 rounded-2xl bg-secondary px-6 py-10 text-center sm:px-12"
      >
        <h2 id="concierge-title" className="font-serif text-3xl text-primary">
          {t('nearby.moreTitle')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-secondary-foreground/85">{t('nearby.moreText')}</p>
        <Link to="/book" className={buttonVariants({ size: 'lg', className: 'mt-6' })}>
          {t('pages.contactConcierge')}
        </Link>
      </section>
    </PublicPage>
  );
}
