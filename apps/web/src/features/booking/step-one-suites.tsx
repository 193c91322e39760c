import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { t } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { loadLaterSteps } from './later-steps';
import { NearestStays } from './nearest-stays';
import { unsellableText } from './price-breakdown';
import type { Stay } from './stay-problem';
import { StepOneFooter, SuitesSection } from './step-dates';
import { SuiteChoices } from './suite-choices';
import { useAvailability } from './use-availability';

const route = getRouteApi('/_public/book');

/**
 * Step 1 once the guest has bookable dates: the suites free for them (asked of the server) and
 * Continue, which goes on to step 2 only with a suite that can be booked.
 */
export function StepOneSuites({
  stay,
  guests,
  onContinue,
}: {
  stay: Stay;
  guests: number;
  onContinue: () => void;
}) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const availability = useAvailability({ stay, guests });
  const suite = availability.data?.suites.find((candidate) => candidate.id === search.suite);

  // A suite chosen for other dates (or from the Suites page) is dropped once it proves not free.
  useEffect(() => {
    if (search.suite && availability.data && !suite) {
      void navigate({ search: (previous) => ({ ...previous, suite: undefined }), replace: true });
    }
  }, [search.suite, availability.data, suite, navigate]);

  // Dates and a suite chosen: the next step is one tap away, so its code starts loading.
  useEffect(() => {
    if (suite) loadLaterSteps().catch(() => {});
  }, [suite]);

  const continueFromDates = () => {
    if (!suite) {
      toast.error(t('book.missingTitle'), { description: t('book.missingText') });
      return;
    }
    const [reason] = suite.quote.unsellable;
    if (reason) {
      toast.error(t('book.failed'), { description: unsellableText(reason) });
      return;
    }
    onContinue();
    void navigate({ search: (previous) => ({ ...previous, step: 2 }) });
  };

  return (
    <>
      <SuitesSection>
        <SuiteChoices
          chosenId={search.suite}
          guests={guests}
          availability={availability}
          onChoose={(id) =>
            void navigate({ search: (previous) => ({ ...previous, suite: id }), replace: true })
          }
        />
        {availability.data?.suites.length === 0 && (
          <NearestStays
            stay={stay}
            guests={guests}
            onPick={(dates) =>
              void navigate({ search: (previous) => ({ ...previous, ...dates }), replace: true })
            }
          />
        )}
      </SuitesSection>
      <StepOneFooter chosen={suite} onContinue={continueFromDates} />
    </>
  );
}
