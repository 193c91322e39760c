import { createFileRoute, Link, Navigate } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';

export const Route = createFileRoute('/_public/')({
  component: Landing,
});

function Landing() {
  const { user } = useAuth();
  // Staff who are signed in go straight to the back office.
  if (user) return <Navigate to="/admin" replace />;

  return (
    <main className="flex-1">
      <section className="bg-primary text-primary-foreground">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-20 sm:px-6 sm:py-28">
          <p className="text-sand text-xs uppercase tracking-[0.35em]">Zamalek · Cairo</p>
          <h1 className="max-w-2xl font-serif text-5xl leading-tight sm:text-6xl">Welcome Home</h1>
          <p className="max-w-xl text-lg text-primary-foreground/80">
            Serviced suites on the island of Zamalek: studio, one- and two-bedroom homes with a
            rooftop wellness centre, a concierge and the Nile at your door.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg" variant="sand">
              <Link to="/book">Book Now</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-primary-foreground/30 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
            >
              <Link to="/suites">View suites</Link>
            </Button>
          </div>
        </div>
      </section>
    </main>
  );
}
