import type { UseQueryResult } from '@tanstack/react-query';
import { BOOKING_HORIZON_DAYS, MAX_STAY_NIGHTS } from '@zamalek/domain/booking-dates';
import { format, parseISO } from 'date-fns';
import {
  BedDoubleIcon,
  CalendarRangeIcon,
  RulerIcon,
  TriangleAlertIcon,
  UsersIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { DateRange } from 'react-day-picker';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatPrice, longDay } from '@/lib/i18n/format';
import { currentLang, t } from '@/lib/i18n/i18n';
import { DIR } from '@/lib/i18n/language';
import { addDays } from '@/lib/iso-date';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { unsellableText } from './price-breakdown';
import { type BookSearch, MAX_GUESTS } from './search-params';
import { SuitePhoto } from './suite-photo';
import { inPageLanguage } from './suite-words';
import type { Availability, AvailableSuite } from './types';

const iso = (date: Date) => format(date, 'yyyy-MM-dd');

/** Month and weekday names, and day labels, in the page's language (Intl; no date-fns locale). */
const CALENDAR_FORMATTERS = {
  formatCaption: (month: Date) => formatDate(month, { month: 'long', year: 'numeric' }),
  formatWeekdayName: (day: Date) => formatDate(day, { weekday: 'short' }),
};
const CALENDAR_LABELS = {
  labelDayButton: (day: Date) => longDay(day),
  labelPrevious: () => t('calendar.previous'),
  labelNext: () => t('calendar.next'),
};

export const selectClass =
  'h-10 w-full rounded-md border border-input bg-card px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm';

/** Step 1: the stay's dates on a calendar, the party size, and the suites free for them. */
export function StepDates({
  search,
  guests,
  today,
  dateProblem,
  availability,
  notice,
  onChange,
  onContinue,
}: {
  search: BookSearch;
  guests: number;
  today: string;
  dateProblem: string | null;
  availability: UseQueryResult<Availability, unknown>;
  notice: string | null;
  onChange: (patch: Partial<BookSearch>) => void;
  onContinue: () => void;
}) {
  const wide = useMediaQuery('(min-width: 768px)');
  const chosen = availability.data?.suites.find((suite) => suite.id === search.suite);
  const todayDate = parseISO(today);
  const selected: DateRange | undefined = search.checkIn
    ? {
        from: parseISO(search.checkIn),
        to: search.checkOut ? parseISO(search.checkOut) : undefined,
      }
    : undefined;

  return (
    <div className="grid gap-8">
      {notice && (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-destructive/30 bg-destructive/8 p-4 text-sm"
        >
          <TriangleAlertIcon
            className="mt-0.5 size-4 shrink-0 text-destructive"
            aria-hidden="true"
          />
          <p>{notice}</p>
        </div>
      )}

      <section aria-labelledby="dates-title" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="dates-title" className="font-serif text-2xl text-primary">
              {t('dates.title')}
            </h2>
            <p className="mt-1 text-muted-foreground text-sm" aria-live="polite">
              <StaySummary search={search} />
            </p>
          </div>
          <div className="w-40">
            <label htmlFor="book-guests" className="mb-1.5 block font-medium text-sm">
              {t('dates.guests')}
            </label>
            <select
              id="book-guests"
              className={selectClass}
              value={guests}
              onChange={(event) => onChange({ guests: Number(event.target.value) })}
            >
              {Array.from({ length: MAX_GUESTS }, (_, i) => i + 1).map((count) => (
                <option key={count} value={count}>
                  {count === MAX_GUESTS
                    ? t('guests.countPlus', { count })
                    : t('guests.count', { count })}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="overflow-x-auto rounded-xl border bg-card p-1 shadow-xs sm:p-2">
          <Calendar
            mode="range"
            numberOfMonths={wide ? 2 : 1}
            selected={selected}
            onSelect={(range) =>
              onChange({
                checkIn: range?.from ? iso(range.from) : undefined,
                checkOut: range?.to ? iso(range.to) : undefined,
              })
            }
            defaultMonth={selected?.from ?? todayDate}
            startMonth={todayDate}
            endMonth={parseISO(addDays(today, BOOKING_HORIZON_DAYS))}
            disabled={{ before: todayDate }}
            min={1}
            max={MAX_STAY_NIGHTS}
            resetOnSelect
            dir={DIR[currentLang()]}
            formatters={CALENDAR_FORMATTERS}
            labels={CALENDAR_LABELS}
            className="mx-auto bg-card [--cell-size:--spacing(10)]"
          />
        </div>
        {guests === MAX_GUESTS && (
          <p className="text-muted-foreground text-sm">{t('dates.moreThanFive')}</p>
        )}
      </section>

      <section aria-labelledby="suites-title" className="grid gap-4">
        <h2 id="suites-title" className="font-serif text-2xl text-primary">
          {t('dates.chooseSuite')}
        </h2>
        <SuiteChoices
          search={search}
          guests={guests}
          dateProblem={dateProblem}
          availability={availability}
          onChoose={(suite) => onChange({ suite })}
        />
      </section>

      {/* On a phone the list is long: the choice and Continue stay at hand at the bottom. */}
      <div className="-mx-4 sticky bottom-0 z-10 flex items-center gap-4 border-t bg-background/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:justify-end sm:bg-transparent sm:px-0 sm:pt-6 sm:pb-0 sm:backdrop-blur-none">
        {chosen && (
          <p className="min-w-0 flex-1 text-sm sm:hidden">
            <span className="block truncate font-medium">{inPageLanguage(chosen.name)}</span>
            <span className="text-muted-foreground">
              {t('dates.total', { amount: formatPrice(chosen.totalCents) })}
            </span>
          </p>
        )}
        <Button size="lg" className={cn(!chosen && 'w-full', 'sm:w-auto')} onClick={onContinue}>
          {chosen ? t('dates.continue') : t('dates.continueToGuests')}
          <span className="sr-only sm:not-sr-only">{chosen ? t('dates.toGuests') : ''}</span>
        </Button>
      </div>
    </div>
  );
}

function StaySummary({ search }: { search: BookSearch }) {
  if (!search.checkIn) return <>{t('dates.pickCheckIn')}</>;
  if (!search.checkOut) return <>{t('dates.pickCheckOut', { date: longDay(search.checkIn) })}</>;
  return <>{t('dates.range', { from: longDay(search.checkIn), to: longDay(search.checkOut) })}</>;
}

function SuiteChoices({
  search,
  guests,
  dateProblem,
  availability,
  onChoose,
}: {
  search: BookSearch;
  guests: number;
  dateProblem: string | null;
  availability: UseQueryResult<Availability, unknown>;
  onChoose: (suiteId: string) => void;
}) {
  if (!search.checkIn || !search.checkOut) {
    return (
      <Placeholder>
        <CalendarRangeIcon className="size-5 text-brand" aria-hidden="true" />
        {t('dates.chooseFirst')}
      </Placeholder>
    );
  }
  if (dateProblem) {
    return (
      <p
        role="alert"
        className="rounded-lg border border-destructive/30 bg-destructive/8 p-4 text-sm"
      >
        {dateProblem}
      </p>
    );
  }
  if (availability.isPending) {
    return (
      <Placeholder>
        <Spinner className="size-5 text-brand" label={t('book.checking')} />
        {t('book.checkingDots')}
      </Placeholder>
    );
  }
  if (availability.isError) {
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
            checked={suite.id === search.suite}
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
          {cover && (
            <SuitePhoto
              photo={cover}
              alt=""
              sizes="(min-width: 640px) 128px, 96px"
              className="aspect-[4/3] h-auto w-24 shrink-0 rounded-md sm:w-32"
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
            <bdi>{suite.facts.bedding}</bdi>
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

function Placeholder({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed bg-card/60 p-6 text-muted-foreground text-sm">
      {children}
    </div>
  );
}
