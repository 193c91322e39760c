import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import {
  STAY_TOO_LONG_MESSAGE,
  stayTooLong,
  stayWindowProblem,
} from '@zamalek/domain/booking-dates';
import { use, useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { currentLang, t } from '@/lib/i18n/i18n';
import { createSingleFlight } from '@/lib/single-flight';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { usePropertyToday } from '@/lib/use-property-today';
import { stayIssueText, stayWindowText } from './booking-validation';
import { loadLaterSteps, StepGuests, StepReview } from './later-steps';
import { unsellableText } from './price-breakdown';
import { type BookSearch, type BookStep, DEFAULT_GUESTS } from './search-params';
import { StepDates } from './step-dates';
import { Stepper } from './stepper';
import { createSubmissionKeys } from './submission-key';
import { tabStorage } from './tab-storage';
import type { BookingResult } from './types';
import { useGuestDraft } from './use-guest-draft';

const route = getRouteApi('/_public/book');

/** Why the dates cannot be booked (past, too far ahead, too long), or null when they can. */
function problemWith(stay: { checkIn: string; checkOut: string }, today: string): string | null {
  // Two real dates in order: the address bar's parser (search-params.ts) keeps no others.
  if (stayTooLong(stay)) {
    return stayIssueText({
      path: ['checkOut'],
      message: STAY_TOO_LONG_MESSAGE,
      code: 'custom',
      params: { rule: 'maxNights' },
    });
  }
  const problem = stayWindowProblem(stay, today);
  return problem && stayWindowText(problem);
}

/**
 * The public booking wizard. Dates, guests, the chosen suite and the step live in the URL, so
 * Back, refresh and a shared link work; step 2's answers live in this tab's sessionStorage.
 * The suite's price always comes from the server (availability, then the booking itself).
 */
export function BookingPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const today = usePropertyToday();
  const guests = search.guests ?? DEFAULT_GUESTS;
  const { draft, save: saveDraft, clear: clearDraft } = useGuestDraft(guests);
  const [notice, setNotice] = useState<string | null>(null);

  const stay =
    search.checkIn && search.checkOut
      ? { checkIn: search.checkIn, checkOut: search.checkOut }
      : null;
  const dateProblem = stay ? problemWith(stay, today) : null;
  const availability = useQuery(
    trpc.public.availability.queryOptions(stay && !dateProblem ? { stay, guests } : skipToken),
  );
  const suite = availability.data?.suites.find((candidate) => candidate.id === search.suite);

  const update = (patch: Partial<BookSearch>, replace = true) =>
    navigate({ search: (previous) => ({ ...previous, ...patch }), replace });
  const goTo = (step: BookStep) =>
    navigate({ search: (previous) => ({ ...previous, step: step === 1 ? undefined : step }) });

  // The step shown is the furthest one the state allows: a reload or a hand-edited URL never
  // lands on a step whose inputs are missing.
  const requested: BookStep = search.step ?? 1;
  // Past step 1 the later steps' chunk is needed (it checks step 2's answers): until it has
  // loaded, the page shows its loading frame (<DataLayerBoundary>'s fallback).
  const later = requested > 1 ? use(loadLaterSteps()) : undefined;
  const guest = later?.checkGuest(draft);
  // The review step's price, for the party as entered on step 2 (extra guests may cost more).
  const party = guest?.success ? guest.data.adults + guest.data.children : null;
  const quote = useQuery(
    trpc.public.quote.queryOptions(
      search.step === 3 && stay && suite && party !== null
        ? { unitId: suite.id, stay, guests: party }
        : skipToken,
    ),
  );
  const waiting = requested > 1 && stay !== null && !dateProblem && availability.isPending;
  let step: BookStep = requested;
  if (step > 1 && (!stay || dateProblem || !search.suite || (!waiting && !suite))) step = 1;
  if (step === 3 && !guest?.success) step = 2;

  useEffect(() => {
    if (!waiting && step !== requested) {
      void navigate({
        search: (previous) => ({ ...previous, step: step === 1 ? undefined : step }),
        replace: true,
      });
    }
  }, [waiting, step, requested, navigate]);

  // A suite chosen for other dates (or from the Suites page) is dropped once it proves not free.
  useEffect(() => {
    if (search.suite && availability.data && !suite) {
      void navigate({ search: (previous) => ({ ...previous, suite: undefined }), replace: true });
    }
  }, [search.suite, availability.data, suite, navigate]);

  // Each step starts at its heading, for sighted and screen-reader users alike.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  }, [step]);

  // Dates and a suite chosen: the next step is one tap away, so its code starts loading.
  const readyToContinue = stay !== null && !dateProblem && suite !== undefined;
  useEffect(() => {
    if (readyToContinue) loadLaterSteps().catch(() => {});
  }, [readyToContinue]);

  const book = useMutation(trpc.public.book.mutationOptions());
  const [submissions] = useState(() => createSubmissionKeys(tabStorage()));
  const [confirmOnce] = useState(createSingleFlight);

  const continueFromDates = () => {
    if (!stay || dateProblem || !suite) {
      toast.error(t('book.missingTitle'), { description: t('book.missingText') });
      return;
    }
    const [reason] = suite.quote.unsellable;
    if (reason) {
      toast.error(t('book.failed'), { description: unsellableText(reason) });
      return;
    }
    setNotice(null);
    void goTo(2);
  };

  const confirm = () => {
    if (!stay || !suite || !guest?.success || !quote.data) return;
    const submission = {
      unitId: suite.id,
      stay,
      guest: guest.data,
      language: currentLang(),
      expectedTotalCents: quote.data.totalCents,
    };
    // A double tap sends nothing more; a retry of the same booking repeats its key, so the
    // server answers with the reservation already made instead of "dates just booked".
    confirmOnce.run((settled) =>
      book.mutate(
        { ...submission, idempotencyKey: submissions.keyFor(submission) },
        { onSuccess, onError, onSettled: settled },
      ),
    );
  };

  const onSuccess = (booking: BookingResult) => {
    submissions.forget();
    clearDraft();
    void navigate({
      to: '/booking-confirmation',
      search: {
        reference: booking.bookingReference,
        suite: booking.suiteName,
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
        nights: booking.nights,
        total: booking.totalCents,
      },
      replace: true,
    });
  };

  const onError = (error: unknown) => {
    if (!later) return; // Only step 3 books, and it comes with the later steps.
    const failure = later.describeBookingFailure(error);
    toast.error(t('book.failed'), { description: failure.message });
    if (failure.priceChanged) {
      // The rates moved since the price was shown: show the new one and let the guest confirm.
      void queryClient.invalidateQueries(trpc.public.quote.pathFilter());
      void queryClient.invalidateQueries(trpc.public.availability.pathFilter());
      return;
    }
    if (failure.backToDates) {
      // Taken a moment ago: back to step 1 with fresh availability; step 2 is kept.
      setNotice(failure.message);
      void queryClient.invalidateQueries(trpc.public.availability.pathFilter());
      void navigate({
        search: (previous) => ({ ...previous, step: undefined, suite: undefined }),
        replace: true,
      });
    }
  };

  return (
    <div className="grid gap-8">
      <Stepper current={step} />
      <h2 ref={heading} tabIndex={-1} className="sr-only">
        {t('steps.position', { step })}
      </h2>
      {waiting ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-8 text-brand" label={t('book.checking')} />
        </div>
      ) : step === 1 || !stay || !suite ? (
        <StepDates
          search={search}
          guests={guests}
          today={today}
          dateProblem={dateProblem}
          availability={availability}
          notice={notice}
          onChange={(patch) => void update(patch)}
          onContinue={continueFromDates}
        />
      ) : step === 2 || !guest?.success ? (
        <StepGuests
          suite={suite}
          draft={draft}
          onSave={saveDraft}
          onBack={() => void goTo(1)}
          onContinue={() => void goTo(3)}
        />
      ) : (
        <StepReview
          suite={suite}
          quote={quote}
          stay={stay}
          nights={availability.data?.nights ?? 0}
          guest={guest.data}
          confirming={book.isPending}
          onBack={() => void goTo(2)}
          onEdit={(target) => void goTo(target)}
          onConfirm={confirm}
        />
      )}
    </div>
  );
}
