import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { use, useEffect, useState } from 'react';
import { currentLang, t } from '@/lib/i18n/i18n';
import { useSiteInput } from '@/lib/public-site';
import { createSingleFlight } from '@/lib/single-flight';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { loadLaterSteps, StepGuests, StepReview } from './later-steps';
import type { BookStep } from './search-params';
import type { Stay } from './stay-problem';
import { StepLoading } from './step-loading';
import { createSubmissionKeys } from './submission-key';
import { tabStorage } from './tab-storage';
import type { BookingResult } from './types';
import { useAvailability } from './use-availability';
import { useGuestDraft } from './use-guest-draft';

const route = getRouteApi('/_public/book');

/**
 * Steps 2 and 3: the guest's details and the review, which books. The step shown is the furthest
 * one the state allows: a reload or a hand-edited URL never lands on a step whose inputs are
 * missing, and goes back to step 1 (the address without `step`) when the dates or the suite do
 * not hold. The suite's price always comes from the server (availability, then the booking).
 */
export function BookingFlow({
  stay,
  dateProblem,
  guests,
  requested,
  onNotice,
}: {
  stay: Stay | null;
  dateProblem: string | null;
  guests: number;
  requested: 2 | 3;
  /** A message for step 1, when the booking sends the guest back to choose again. */
  onNotice: (message: string) => void;
}) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const trpc = useTRPC();
  const site = useSiteInput();
  const queryClient = useQueryClient();
  const { draft, save: saveDraft, clear: clearDraft } = useGuestDraft(guests);
  const later = use(loadLaterSteps());

  const availability = useAvailability(stay && !dateProblem ? { stay, guests } : null);
  const suite = availability.data?.suites.find((candidate) => candidate.id === search.suite);
  const guest = later.checkGuest(draft);
  // The review step's price, for the party as entered on step 2 (extra guests may cost more).
  const party = guest.success ? guest.data.adults + guest.data.children : null;
  const quote = useQuery(
    trpc.public.quote.queryOptions(
      requested === 3 && stay && suite && party !== null
        ? { ...site, unitId: suite.id, stay, guests: party }
        : skipToken,
    ),
  );
  const waiting = stay !== null && !dateProblem && availability.isPending;
  let step: BookStep = requested;
  if (!stay || dateProblem || !search.suite || (!waiting && !suite)) step = 1;
  else if (step === 3 && !guest.success) step = 2;

  useEffect(() => {
    if (!waiting && step !== requested) {
      void navigate({
        search: (previous) => ({ ...previous, step: step === 1 ? undefined : step }),
        replace: true,
      });
    }
  }, [waiting, step, requested, navigate]);

  const goTo = (target: BookStep) =>
    navigate({ search: (previous) => ({ ...previous, step: target === 1 ? undefined : target }) });

  const book = useMutation(trpc.public.book.mutationOptions());
  const [submissions] = useState(() => createSubmissionKeys(tabStorage()));
  const [confirmOnce] = useState(createSingleFlight);

  const onSuccess = (booking: BookingResult) => {
    submissions.forget();
    clearDraft();
    void navigate({
      to: '/booking-confirmation',
      // The page reads the booking back from the server by its secret, never from the address.
      search: booking.confirmationToken ? { token: booking.confirmationToken } : {},
      replace: true,
    });
  };

  const onError = (error: unknown) => {
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
      onNotice(failure.message);
      void queryClient.invalidateQueries(trpc.public.availability.pathFilter());
      void navigate({
        search: (previous) => ({ ...previous, step: undefined, suite: undefined }),
        replace: true,
      });
    }
  };

  const confirm = () => {
    if (!stay || !suite || !guest.success || !quote.data) return;
    const submission = {
      ...site,
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

  if (waiting || step === 1 || !stay || !suite) return <StepLoading label={t('book.checking')} />;
  if (step === 2 || !guest.success) {
    return (
      <StepGuests
        suite={suite}
        draft={draft}
        onSave={saveDraft}
        onBack={() => void goTo(1)}
        onContinue={() => void goTo(3)}
      />
    );
  }
  return (
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
  );
}
