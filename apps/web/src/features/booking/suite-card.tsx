import {
  BedDoubleIcon,
  CheckIcon,
  DoorOpenIcon,
  MoonIcon,
  RulerIcon,
  SparklesIcon,
  UsersIcon,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { SuiteArt } from '@/components/art';
import { SuitePhoto } from '@/components/suite-photo';
import { formatPrice } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/i18n';
import { cn } from '@/lib/utils';
import { AMENITY_MESSAGES, BEDDING_MESSAGES, inPageLanguage } from './suite-words';
import type { PublicSuite } from './types';

/**
 * A suite on the Suites page: photos, public name, description, highlights, facts, amenities, and
 * how many are free tonight (`tonight`: not at a property that takes no bookings yet).
 */
export function SuiteCard({
  suite,
  tonight = true,
  children,
}: {
  suite: PublicSuite;
  tonight?: boolean;
  children?: ReactNode;
}) {
  const headingId = `suite-${suite.id}`;
  const name = inPageLanguage(suite.name);
  const highlights = inPageLanguage(suite.highlights);
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col overflow-hidden rounded-xl border bg-card shadow-xs"
    >
      <SuiteGallery suite={suite} name={name} />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:gap-4 sm:p-6">
        <header className="grid gap-1">
          <h3 id={headingId} className="font-serif text-2xl text-primary">
            {name}
          </h3>
          <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
            {suite.nightlyRateCents !== null && (
              <p>
                <span className="text-muted-foreground">{t('suite.from')} </span>
                <span className="font-semibold text-primary">
                  {formatPrice(suite.nightlyRateCents)}
                </span>
                <span className="text-muted-foreground"> {t('suite.perNight')}</span>
              </p>
            )}
            {tonight && <LeftTonight count={suite.leftTonight} />}
          </div>
        </header>
        <p className="text-muted-foreground text-sm leading-relaxed">
          {inPageLanguage(suite.description)}
        </p>
        {highlights.length > 0 && (
          <div>
            <h4 className="sr-only">{t('suite.highlights')}</h4>
            <ul className="grid gap-1.5 text-sm">
              {highlights.map((line) => (
                <li key={line} className="flex items-start gap-2">
                  <SparklesIcon className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
                  {line}
                </li>
              ))}
            </ul>
          </div>
        )}
        <SuiteFacts suite={suite} />
        {suite.amenities.length > 0 && (
          <div>
            <h4 className="font-medium text-sm">{t('suite.amenities')}</h4>
            <ul className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1.5 text-muted-foreground text-sm">
              {suite.amenities.map((amenity) => (
                <li key={amenity} className="flex items-start gap-1.5">
                  <CheckIcon className="mt-0.5 size-3.5 shrink-0 text-success" aria-hidden="true" />
                  {t(AMENITY_MESSAGES[amenity])}
                </li>
              ))}
            </ul>
          </div>
        )}
        {children}
      </div>
    </article>
  );
}

/** How many suites of the kind are free tonight, in words: "2 left tonight", "Sold out tonight". */
function LeftTonight({ count }: { count: number }) {
  return (
    <p
      className={cn(
        'flex items-center gap-1.5 self-center font-medium',
        count === 0 ? 'text-muted-foreground' : count === 1 ? 'text-destructive' : 'text-primary',
      )}
      data-testid="suite-left"
    >
      {count === 0 ? (
        <MoonIcon className="size-4 shrink-0" aria-hidden="true" />
      ) : (
        <DoorOpenIcon className="size-4 shrink-0 text-brand" aria-hidden="true" />
      )}
      {count === 0 ? t('suites.soldOutTonight') : t('suites.leftTonight', { count })}
    </p>
  );
}

/** Wide on a phone, so a card stays short there; 16:9 from the two-column layout on. */
const PICTURE_CLASS = 'aspect-[2/1] h-auto w-full sm:aspect-[16/9]';

/** The cover (or the chosen photo) large, the others as buttons that show them; or the drawing. */
function SuiteGallery({ suite, name }: { suite: PublicSuite; name: string }) {
  const [shown, setShown] = useState(0);
  const { photos } = suite;
  const photo = photos[shown] ?? photos[0];
  if (!photo) return <SuiteArt kind={suite.facts.kind} className={PICTURE_CLASS} />;
  const count = photos.length;
  const label = (index: number) => t('suite.photoOf', { suite: name, number: index + 1, count });
  return (
    <div>
      <SuitePhoto
        photo={photo}
        alt={label(shown)}
        sizes="(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw"
        className={PICTURE_CLASS}
      />
      {count > 1 && (
        <ul className="flex items-center gap-2 overflow-x-auto px-5 pt-3 pb-1 sm:px-6">
          {photos.map((thumb, index) => (
            <li key={thumb.key} className="shrink-0">
              <button
                type="button"
                onClick={() => setShown(index)}
                aria-pressed={index === shown}
                aria-label={label(index)}
                className={cn(
                  'block overflow-hidden rounded-md outline-none ring-offset-2 focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  index === shown ? 'ring-2 ring-primary' : 'opacity-80 hover:opacity-100',
                )}
              >
                <SuitePhoto photo={thumb} alt="" sizes="64px" className="h-11 w-16" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Guests, Bedding and Size, as a definition list. */
export function SuiteFacts({ suite }: { suite: Pick<PublicSuite, 'facts' | 'size'> }) {
  const facts = [
    { label: t('suite.guests'), value: suite.facts.guests, Icon: UsersIcon },
    {
      label: t('suite.bedding'),
      value: t(BEDDING_MESSAGES[suite.facts.kind]),
      Icon: BedDoubleIcon,
    },
    { label: t('suite.size'), value: suite.size, Icon: RulerIcon },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 rounded-lg bg-muted/70 p-3 text-sm">
      {facts.map(({ label, value, Icon }) => (
        <div key={label} className="min-w-0">
          <dt className="flex items-center gap-1 text-muted-foreground text-xs">
            <Icon className="size-3.5" aria-hidden="true" />
            {label}
          </dt>
          <dd className="mt-1 font-medium leading-snug">
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
