import { getRouteApi } from '@tanstack/react-router';
import { DEFAULT_TIME_ZONE, todayIn } from '@zamalek/domain/dates';
import { useEffect, useRef, useState } from 'react';
import { DataLayerBoundary } from '@/components/data-layer-boundary';
import { t } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useServerToday } from '@/lib/today-probe';
import { BookingFlow, preloadBookingData, StepOneSuites } from './booking-islands';
import { type BookSearch, DEFAULT_GUESTS } from './search-params';
import { problemWith, stayOf } from './stay-problem';
import {
  CheckingPlaceholder,
  StepDates,
  StepOneFooter,
  SuitesSection,
  SuitesWithoutStay,
} from './step-dates';
import { StepLoading } from './step-loading';
import { Stepper } from './stepper';

const route = getRouteApi('/_public/book');

/**
 * The public booking wizard. Dates, guests, the chosen suite and the step live in the URL, so
 * Back, refresh and a shared link work; step 2's answers live in this tab's sessionStorage.
 * Step 1's calendar asks the server nothing: it shows without TanStack Query and tRPC, which
 * load (`booking-islands.ts`) once the guest starts choosing, for the suites free on the dates
 * and the later steps.
 */
export function BookingPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  // The property's today; until the server says, today in the default property zone.
  const today = useServerToday(search.location) ?? todayIn(DEFAULT_TIME_ZONE, new Date());
  const guests = search.guests ?? DEFAULT_GUESTS;
  const stay = stayOf(search);
  const dateProblem = stay ? problemWith(stay, today) : null;
  const requested = search.step ?? 1;
  // Why the guest is back on step 1 after trying to book (the dates were just taken).
  const [notice, setNotice] = useState<string | null>(null);
  // Continue without both dates: the calendar says what to do (counted, to say it each time).
  const [askedForDates, setAskedForDates] = useState(0);
  const hasStay = stay !== null;
  useEffect(() => {
    if (hasStay) setAskedForDates(0);
  }, [hasStay]);

  // Each step starts at its heading, for sighted and screen-reader users alike.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(requested);
  useEffect(() => {
    if (shownStep.current === requested) return;
    shownStep.current = requested;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  }, [requested]);

  const update = (patch: Partial<BookSearch>) =>
    navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });
  const missing = () => toast.error(t('book.missingTitle'), { description: t('book.missingText') });
  const askForDates = () => setAskedForDates((count) => count + 1);

  return (
    <div className="grid gap-8">
      <Stepper current={requested} />
      <h2 ref={heading} tabIndex={-1} className="sr-only">
        {t('steps.position', { step: requested })}
      </h2>
      {requested === 1 ? (
        <StepDates
          search={search}
          guests={guests}
          today={today}
          notice={notice}
          askedForDates={askedForDates}
          onChange={(patch) => void update(patch)}
          onFirstTouch={preloadBookingData}
        >
          {stay && !dateProblem ? (
            <DataLayerBoundary
              fallback={
                <>
                  <SuitesSection>
                    <CheckingPlaceholder />
                  </SuitesSection>
                  <StepOneFooter onContinue={missing} />
                </>
              }
            >
              <StepOneSuites stay={stay} guests={guests} onContinue={() => setNotice(null)} />
            </DataLayerBoundary>
          ) : (
            <>
              <SuitesWithoutStay dateProblem={dateProblem} />
              <StepOneFooter onContinue={dateProblem ? missing : askForDates} />
            </>
          )}
        </StepDates>
      ) : (
        <DataLayerBoundary fallback={<StepLoading label={t('book.loading')} />}>
          <BookingFlow
            stay={stay}
            dateProblem={dateProblem}
            guests={guests}
            requested={requested}
            onNotice={setNotice}
          />
        </DataLayerBoundary>
      )}
    </div>
  );
}
