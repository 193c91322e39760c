import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { EVERY_SUITE_INCLUDES } from '@zamalek/domain/suites';
import { ChefHatIcon, TvIcon, WifiIcon } from 'lucide-react';
import { useEffect } from 'react';
import { preloadDataLayer } from '@/components/data-layer-boundary';
import { buttonVariants } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import { SuiteCard } from '@/features/booking/suite-card';
import { PublicPage } from '@/features/public/public-page';
import { trpcErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

export const Route = createFileRoute('/_public/suites')({
  head: () => ({ meta: [{ title: 'Our Suites · Zamalek Suites' }] }),
  // Also on hover (intent preload): TanStack Query and tRPC load with the page's code.
  loader: preloadDataLayer,
  component: SuitesPage,
});

const INCLUDED_ICONS = [WifiIcon, TvIcon, ChefHatIcon];
const INCLUDED_TEXT: Record<string, string> = {
  'High-Speed WiFi': 'Fast, reliable fibre in every room, for streaming and video calls alike.',
  'Smart Entertainment': 'A smart TV with your own streaming accounts, ready when you arrive.',
  'Fully Equipped Kitchen': 'Cook a proper meal: full-size appliances, cookware and tableware.',
};

function SuitesPage() {
  const trpc = useTRPC();
  const suites = useQuery(trpc.public.suites.queryOptions());

  useEffect(() => {
    if (suites.isError) {
      toast.error('Error loading suites', {
        description: trpcErrorMessage(suites.error) ?? 'Please try again in a moment.',
      });
    }
  }, [suites.isError, suites.error]);

  return (
    <PublicPage
      title="Our Suites"
      lead="Studios, one-bedroom and two-bedroom suites in the heart of Zamalek: each a calm, fully serviced home for a few nights or a few months."
    >
      <section aria-labelledby="suites-list-title">
        <h2 id="suites-list-title" className="sr-only">
          Available suites
        </h2>
        {suites.isPending ? (
          <div className="flex justify-center py-20">
            <Spinner className="size-8 text-brand" label="Loading suites" />
          </div>
        ) : suites.isError ? (
          <p className="rounded-lg border bg-card p-6 text-muted-foreground">
            We could not load our suites just now. Please refresh the page to try again.
          </p>
        ) : suites.data.length === 0 ? (
          <p className="rounded-lg border bg-card p-6 text-muted-foreground">
            No suites available at the moment.
          </p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {suites.data.map((suite) => (
              <li key={suite.id} className="flex">
                <SuiteCard suite={suite}>
                  <Link
                    to="/book"
                    search={{ suite: suite.id }}
                    className={buttonVariants({ className: 'mt-auto w-full' })}
                    aria-label={`Check availability of ${suite.name}`}
                  >
                    Check Availability
                  </Link>
                </SuiteCard>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section
        aria-labelledby="includes-title"
        className="mt-16 rounded-2xl bg-secondary p-6 sm:p-10"
      >
        <h2 id="includes-title" className="font-serif text-3xl text-primary">
          Every Suite Includes
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-3">
          {EVERY_SUITE_INCLUDES.map((item, index) => {
            const Icon = INCLUDED_ICONS[index] ?? WifiIcon;
            return (
              <li key={item} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-card text-brand">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-medium text-primary">{item}</h3>
                  {INCLUDED_TEXT[item] && (
                    <p className="mt-1 text-secondary-foreground/80 text-sm">
                      {INCLUDED_TEXT[item]}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    </PublicPage>
  );
}
