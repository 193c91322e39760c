import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '@/components/page/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useTRPC } from '@/lib/trpc';
import { AddPropertyCard } from './add-property-card';
import { monthRange, thisMonth } from './month';
import { PeopleCard } from './people-card';
import { PortfolioTable } from './portfolio-table';

/** /portfolio (owners): every property's month side by side, the buildings and who works where. */
export function PortfolioPage() {
  const trpc = useTRPC();
  const [month, setMonth] = useState(thisMonth);
  const overview = useQuery(trpc.portfolio.overview.queryOptions(monthRange(month)));

  return (
    <div className="mx-auto grid max-w-6xl gap-6 [&>*]:min-w-0">
      <PageHeader
        title="Portfolio"
        subtitle="Every property side by side — occupancy, ADR, RevPAR and revenue — and all of them together."
      />
      <div className="grid w-48 gap-1.5">
        <label htmlFor="portfolio-month" className="font-medium text-sm">
          Month
        </label>
        <input
          id="portfolio-month"
          type="month"
          value={month}
          onChange={(event) => event.target.value && setMonth(event.target.value)}
          className="h-9 rounded-md border bg-background px-3 text-sm"
        />
      </div>
      {overview.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : overview.isError ? (
        <p role="alert" className="text-destructive">
          Could not load the portfolio. Please reload the page.
        </p>
      ) : (
        <PortfolioTable overview={overview.data} />
      )}
      <PeopleCard />
      <AddPropertyCard />
    </div>
  );
}
