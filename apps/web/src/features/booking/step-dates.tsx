import { BOOKING_HORIZON_DAYS, MAX_STAY_NIGHTS } from '@zamalek/domain/booking-dates';
import { format, parseISO } from 'date-fns';
import { CalendarRangeIcon, TriangleAlertIcon } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { DateRange, Modifiers } from 'react-day-picker';
import { Skeleton } from '@/components/skeleton';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { selectClass } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatPrice, longDay } from '@/lib/i18n/format';
import { currentLang, t } from '@/lib/i18n/i18n';
import { DIR } from '@/lib/i18n/language';
import { addDays } from '@/lib/iso-date';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { type BookSearch, MAX_GUESTS } from './search-params';
import { lastCheckOut, settleRange } from './sold-out-days';
import { type SoldOutQuestion, useSoldOutNights } from './sold-out-probe';
import { inPageLanguage } from './suite-words';
import type { AvailableSuite } from './types';

const iso = (date: Date) => format(date, 'yyyy-MM-dd');

/** Month and weekday names, and day labels, in the page's language (Intl; no date-fns locale). */
const CALENDAR_FORMATTERS = {
  formatCaption: (month: Date) => formatDate(month, { month: 'long', year: 'numeric' }),
  formatWeekdayName: (day: Date) => formatDate(day, { weekday: 'short' }),
};
const CALENDAR_LABELS = {
  labelDayButton: (day: Date, modifiers: Modifiers) => {
    if (modifiers.checkOutOnly) return `${longDay(day)}, ${t('calendar.checkOutOnly')}`;
    if (modifiers.soldOut) return `${longDay(day)}, ${t('calendar.soldOut')}`;
    return longDay(day);
  },
  labelPrevious: () => t('calendar.previous'),
  labelNext: () => t('calendar.next'),
};

/** `yyyy-MM` of a day, and of the month `months` later. */
const monthOf = (day: string) => day.slice(0, 7);
function addMonths(month: string, months: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + number - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * What the calendar asks the server: the months shown with the one before and the one after
 * (the grid's leading and trailing days), at the property the wizard names, for this party and
 * the chosen suite's type; nothing for months no stay may begin in (an address with dates past
 * the horizon).
 */
function soldOutQuestion(
  search: BookSearch,
  { guests, today, first, shown }: { guests: number; today: string; first: string; shown: number },
): SoldOutQuestion | null {
  if (first < monthOf(today) || first > monthOf(addDays(today, BOOKING_HORIZON_DAYS))) return null;
  const question: SoldOutQuestion = { month: addMonths(first, -1), months: shown + 2, guests };
  if (search.suite) question.suiteId = search.suite;
  if (search.location) question.property = search.location;
  return question;
}

/**
 * Step 1: the stay's dates on a calendar and the party size, then (`children`) the suites free
 * for them and Continue. This part asks the server only with a plain GET (the sold-out nights of
 * the months shown), so a first visit shows it without the data layer; `onFirstTouch` lets the
 * page start loading it as the guest begins.
 */
export function StepDates({
  search,
  guests,
  today,
  notice,
  askedForDates,
  onChange,
  onFirstTouch,
  children,
}: {
  search: BookSearch;
  guests: number;
  today: string;
  notice: string | null;
  /** How many times Continue was pressed without both dates: the calendar then says so. */
  askedForDates: number;
  onChange: (patch: Partial<BookSearch>) => void;
  onFirstTouch: () => void;
  children: ReactNode;
}) {
  const wide = useMediaQuery('(min-width: 768px)');
  const todayDate = parseISO(today);
  const selected: DateRange | undefined = search.checkIn
    ? {
        from: parseISO(search.checkIn),
        to: search.checkOut ? parseISO(search.checkOut) : undefined,
      }
    : undefined;

  // The first month shown; it follows dates set from outside the calendar (a suggestion, Back).
  const [month, setMonth] = useState(() => monthOf(search.checkIn ?? today));
  const shown = wide ? 2 : 1;
  // A check-in picked on the calendar is already in view; one set elsewhere may not be.
  const pickedHere = useRef<string | undefined>(undefined);
  const checkIn = search.checkIn;
  useEffect(() => {
    if (!checkIn || checkIn === pickedHere.current) return;
    const checkInMonth = monthOf(checkIn);
    setMonth((first) =>
      checkInMonth < first || checkInMonth >= addMonths(first, shown) ? checkInMonth : first,
    );
  }, [checkIn, shown]);

  const soldOut = useSoldOutNights(soldOutQuestion(search, { guests, today, first: month, shown }));
  const checkOutBy = lastCheckOut(soldOut, search);
  const isSoldOut = (day: Date) => soldOut.has(iso(day));
  const soldOutShown = [...soldOut].some(
    (night) => monthOf(night) >= month && monthOf(night) < addMonths(month, shown),
  );

  // Continue without both dates: the calendar comes into view, says what is missing and takes
  // the focus, so the next tap or key picks a day.
  const dates = useRef<HTMLElement>(null);
  const needsDates = askedForDates > 0 && !(search.checkIn && search.checkOut);
  useEffect(() => {
    if (askedForDates === 0) return;
    dates.current?.scrollIntoView({ block: 'start' });
    dates.current
      ?.querySelector<HTMLButtonElement>('[data-slot="calendar"] button[tabindex="0"]')
      ?.focus({ preventScroll: true });
  }, [askedForDates]);

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

      <section
        ref={dates}
        aria-labelledby="dates-title"
        // Below the sticky header when brought into view.
        className="grid scroll-mt-[calc(var(--public-header-height)+1rem)] gap-4"
        // A tap or click, or focus arriving by keyboard or from a screen reader.
        onPointerDownCapture={onFirstTouch}
        onFocusCapture={onFirstTouch}
      >
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="dates-title" className="font-serif text-2xl text-primary">
              {t('dates.title')}
            </h2>
            <p id="dates-summary" className="mt-1 text-muted-foreground text-sm" aria-live="polite">
              {needsDates ? (
                // A new node per Continue, so a screen reader says it again.
                <span
                  key={askedForDates}
                  className="inline-flex items-start gap-1.5 font-medium text-destructive"
                >
                  <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {search.checkIn ? t('dates.needCheckOut') : t('dates.needDates')}
                </span>
              ) : (
                <StaySummary search={search} checkOutBy={checkOutBy} />
              )}
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
        <fieldset
          aria-labelledby="dates-title"
          aria-describedby="dates-summary"
          className="min-w-0 overflow-x-auto rounded-xl border bg-card p-1 shadow-xs sm:p-2"
        >
          {import.meta.env.SSR ? (
            // Pre-rendered at build time, when "today" is unknown: the month comes with the app.
            <Skeleton className="mx-auto h-[22.7rem] w-full max-w-[18rem]" />
          ) : (
            <Calendar
              mode="range"
              numberOfMonths={wide ? 2 : 1}
              // Six rows whatever the month, so the pre-rendered block's height always holds it.
              fixedWeeks
              selected={selected}
              onSelect={(range, clicked) => {
                const picked = settleRange(
                  soldOut,
                  {
                    checkIn: range?.from ? iso(range.from) : undefined,
                    checkOut: range?.to ? iso(range.to) : undefined,
                  },
                  iso(clicked),
                );
                pickedHere.current = picked.checkIn;
                onChange(picked);
              }}
              month={parseISO(`${month}-01`)}
              onMonthChange={(shownMonth) => setMonth(monthOf(iso(shownMonth)))}
              startMonth={todayDate}
              endMonth={parseISO(addDays(today, BOOKING_HORIZON_DAYS))}
              // A sold-out night cannot start a stay; the first one after a check-in can end it.
              disabled={[
                { before: todayDate },
                (day: Date) => isSoldOut(day) && iso(day) !== checkOutBy,
              ]}
              modifiers={{
                soldOut: isSoldOut,
                checkOutOnly: (day: Date) => iso(day) === checkOutBy,
              }}
              modifiersClassNames={{
                soldOut:
                  '[&>button]:line-through [&>button]:decoration-2 [&>button]:decoration-destructive/70',
              }}
              min={1}
              max={MAX_STAY_NIGHTS}
              resetOnSelect
              dir={DIR[currentLang()]}
              formatters={CALENDAR_FORMATTERS}
              labels={CALENDAR_LABELS}
              className="mx-auto bg-card [--cell-size:--spacing(10)]"
            />
          )}
        </fieldset>
        {soldOutShown && (
          <p className="text-muted-foreground text-xs">{t('calendar.soldOutLegend')}</p>
        )}
        {guests === MAX_GUESTS && (
          <p className="text-muted-foreground text-sm">{t('dates.moreThanFive')}</p>
        )}
      </section>

      {children}
    </div>
  );
}

function StaySummary({
  search,
  checkOutBy,
}: {
  search: BookSearch;
  checkOutBy: string | undefined;
}) {
  if (!search.checkIn) return <>{t('dates.pickCheckIn')}</>;
  if (!search.checkOut) {
    const date = longDay(search.checkIn);
    const words = checkOutBy
      ? t('dates.pickCheckOutBy', { date, last: longDay(checkOutBy) })
      : t('dates.pickCheckOut', { date });
    return <>{words}</>;
  }
  return <>{t('dates.range', { from: longDay(search.checkIn), to: longDay(search.checkOut) })}</>;
}

/** Step 1's second half: "Choose your suite" and what stands under it. */
export function SuitesSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="suites-title" className="grid gap-4">
      <h2 id="suites-title" className="font-serif text-2xl text-primary">
        {t('dates.chooseSuite')}
      </h2>
      {children}
    </section>
  );
}

/** Before the guest has both dates, or when the dates cannot be booked. */
export function SuitesWithoutStay({ dateProblem }: { dateProblem: string | null }) {
  return (
    <SuitesSection>
      {dateProblem ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive/30 bg-destructive/8 p-4 text-sm"
        >
          {dateProblem}
        </p>
      ) : (
        <Placeholder>
          <CalendarRangeIcon className="size-5 text-brand" aria-hidden="true" />
          {t('dates.chooseFirst')}
        </Placeholder>
      )}
    </SuitesSection>
  );
}

/** Continue, with the chosen suite and its total beside it on a phone. */
export function StepOneFooter({
  chosen,
  onContinue,
}: {
  chosen?: AvailableSuite | undefined;
  onContinue: () => void;
}) {
  return (
    // On a phone the list is long: the choice and Continue stay at hand at the bottom.
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
  );
}

/** While the suites for the dates are being looked up. */
export function CheckingPlaceholder() {
  return (
    <Placeholder>
      <Spinner className="size-5 text-brand" label={t('book.checking')} />
      {t('book.checkingDots')}
    </Placeholder>
  );
}

export function Placeholder({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed bg-card/60 p-6 text-muted-foreground text-sm">
      {children}
    </div>
  );
}
