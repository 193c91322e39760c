import { BedDoubleIcon, CheckIcon, RulerIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { SuiteArt } from '@/features/public/art';
import { formatPrice } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/i18n';
import type { PublicSuite } from './types';

/** A suite on the Suites page: picture placeholder, name, unit, description, facts, amenities. */
export function SuiteCard({ suite, children }: { suite: PublicSuite; children?: ReactNode }) {
  const headingId = `suite-${suite.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col overflow-hidden rounded-xl border bg-card shadow-xs"
    >
      <SuiteArt kind={suite.facts.kind} className="aspect-[16/9] w-full" />
      <div className="flex flex-1 flex-col gap-4 p-5 sm:p-6">
        <header>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <h3 id={headingId} className="font-serif text-2xl text-primary">
              {suite.name}
            </h3>
            {suite.nightlyRateCents !== null && (
              <p className="text-sm">
                <span className="text-muted-foreground">{t('suite.from')} </span>
                <span className="font-semibold text-primary">
                  {formatPrice(suite.nightlyRateCents)}
                </span>
                <span className="text-muted-foreground"> {t('suite.perNight')}</span>
              </p>
            )}
          </div>
          <p className="mt-1 text-muted-foreground text-sm">
            {[suite.unitNumber && t('dates.unit', { number: suite.unitNumber }), suite.unitType]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </header>
        <p className="text-muted-foreground text-sm leading-relaxed">{suite.description}</p>
        <SuiteFacts suite={suite} />
        <div>
          <h4 className="font-medium text-sm">{t('suite.amenities')}</h4>
          <ul className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1.5 text-muted-foreground text-sm">
            {suite.facts.amenities.map((amenity) => (
              <li key={amenity} className="flex items-start gap-1.5">
                <CheckIcon className="mt-0.5 size-3.5 shrink-0 text-success" aria-hidden="true" />
                {amenity}
              </li>
            ))}
          </ul>
        </div>
        {children}
      </div>
    </article>
  );
}

/** Guests, Bedding and Size, as a definition list. */
export function SuiteFacts({ suite }: { suite: Pick<PublicSuite, 'facts' | 'size'> }) {
  const facts = [
    { label: t('suite.guests'), value: suite.facts.guests, Icon: UsersIcon },
    { label: t('suite.bedding'), value: suite.facts.bedding, Icon: BedDoubleIcon },
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
