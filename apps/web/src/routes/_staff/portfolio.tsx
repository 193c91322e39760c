import { createFileRoute } from '@tanstack/react-router';
import { PortfolioPage } from '@/features/portfolio/portfolio-page';
import { useAuth } from '@/lib/auth';

export const Route = createFileRoute('/_staff/portfolio')({
  head: () => ({ meta: [{ title: 'Portfolio · Zamalek Suites' }] }),
  component: PortfolioRoute,
});

/** Owners only; the server refuses everyone else on its own. */
function PortfolioRoute() {
  const auth = useAuth();
  if (!auth.session?.owner) {
    return (
      <p role="alert" className="mx-auto max-w-xl py-16 text-center text-muted-foreground">
        The portfolio is for the organisation's owners.
      </p>
    );
  }
  return <PortfolioPage />;
}
