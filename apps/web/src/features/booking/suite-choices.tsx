import type { UseQueryResult } from '@tanstack/react-query';
import { BedDoubleIcon, RulerIcon, UsersIcon } from 'lucide-react';
import { SuiteArt } from '@/components/art';
import { SuitePhoto } from '@/components/suite-photo';
import { Button } from '@/components/ui/button';
import { appErrorCode } from '@/lib/errors';
import { formatPrice } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/i18n';
import { cn } from '@/lib/utils';
import { LocationChooser } from './location-chooser';
import { unsellableText } from './price-breakdown';
import { CheckingPlaceholder, Placeholder } from './step-dates';
import { BEDDING_MESSAGES, inPageLanguage } from './suite-words';
import type { Availability, AvailableSuite } from './types';

/** The suites free for the stay, each with its price or why it cannot be booked. */
export function SuiteChoices({
  chosenId,
  guests,
  availability,
  onChoose,
}: {
  chosenId: string | undefined;
  guests: number;
  availability: UseQueryResult<Availability, unknown>;
  onChoose: (suiteId: string) => void;
}) {
  if (availability.isPending) return <CheckingPlaceholder />;
  if (availability.isError) {
    const code = appErrorCode(availability.error);
    // Several buildings are open and the address names none: the guest chooses one.
    if (code === 'PROPERTY_REQUIRED') return <LocationChooser />;
    if (code === 'PROPERTY_NOT_OPEN')
      return <Placeholder>{t('refusal.PROPERTY_NOT_OPEN')}</Placeholder>;
    return (
      <Placeholder>
        {t('dates.checkFailed')}
        <Button variant="outline" size="sm" onClick={() => void availability.refetch()}>
          {t('dates.tryAgain')}
        </Button>
      </Placeholder>
    );
  }
  const { suites, nights } = availability.data;
  if (suites.length === 0) {
    return <Placeholder>{t('dates.noneFree', { guests })}</Placeholder>;
  }
  return (
    <fieldset>
      <legend className="sr-only">{t('dates.freeFor', { count: nights })}</legend>
      <div className="grid gap-3 lg:grid-cols-2">
        {suites.map((suite) => (
          <SuiteChoice
            key={suite.id}
            suite={suite}
            nights={nights}
            checked={suite.id === chosenId}
            onChoose={() => onChoose(suite.id)}
          />
        ))}
      </div>
    </fieldset>
  );
}

function SuiteChoice({
  suite,
  nights,
  checked,
  onChoose,
}: {
  suite: AvailableSuite;
  nights: number;
  checked: boolean;
  onChoose: () => void;
}) {
  const { quote } = suite;
  const blocked = quote.unsellable.length > 0;
  const reasonId = `suite-reason-${suite.id}`;
  const cover = suite.photos[0];
  // Two lines at most beside the photo; the suites page has them all.
  const highlights = inPageLanguage(suite.highlights).slice(0, 2);
  return (
    <label
      className={cn(
        'relative flex gap-3 rounded-xl border bg-card p-4 shadow-xs transition-colors',
        blocked ? 'cursor-not-allowed opacity-80' : 'cursor-pointer hover:border-brand/60',
        'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
        checked && 'border-primary ring-1 ring-primary',
      )}
    >
      <input
        type="radio"
        name="suite"
        value={suite.id}
        checked={checked}
        onChange={onChoose}
        disabled={blocked}
        aria-describedby={blocked ? reasonId : undefined}
        className="mt-1.5 size-4 shrink-0 accent-primary"
      />
      <span className="grid min-w-0 flex-1 gap-2">
        <span className="flex gap-3">
          {cover ? (
            <SuitePhoto
              photo={cover}
              alt=""
              sizes="(min-width: 640px) 128px, 96px"
              className="aspect-[4/3] h-auto w-24 shrink-0 rounded-md sm:w-32"
            />
          ) : (
            <SuiteArt
              kind={suite.facts.kind}
              className="aspect-[16/9] h-auto w-24 shrink-0 self-start rounded-md sm:w-32"
            />
          )}
          <span className="grid min-w-0 content-start gap-1">
            <span className="font-serif text-primary text-xl">{inPageLanguage(suite.name)}</span>
            {highlights.length > 0 && (
              <span className="text-muted-foreground text-sm">{highlights.join(' · ')}</span>
            )}
          </span>
        </span>
        <span className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-xs">
          <span className="inline-flex items-center gap-1">
            <UsersIcon className="size-3.5" aria-hidden="true" />{' '}
            {t('dates.guestRange', { range: suite.facts.guests })}
          </span>
          <span className="inline-flex items-center gap-1">
            <BedDoubleIcon className="size-3.5" aria-hidden="true" />{' '}
            {t(BEDDING_MESSAGES[suite.facts.kind])}
          </span>
          <span className="inline-flex items-center gap-1">
            <RulerIcon className="size-3.5" aria-hidden="true" /> <bdi>{suite.size}</bdi>
          </span>
        </span>
        {blocked ? (
          <span
            id={reasonId}
            className="border-t pt-2 text-destructive text-sm"
            data-testid="suite-reason"
          >
            {quote.unsellable.map(unsellableText).join(' ')}
          </span>
        ) : (
          <span className="flex flex-wrap items-baseline justify-between gap-x-3 border-t pt-2 text-sm">
            <span className="text-muted-foreground">
              {t('dates.rateTimesNights', {
                rate: formatPrice(quote.averageNightlyCents),
                nights: t('nights.count', { count: nights }),
              })}
            </span>
            <span className="font-semibold text-primary">
              {t('dates.total', { amount: formatPrice(suite.totalCents) })}
            </span>
          </span>
        )}
      </span>
    </label>
  );
}
