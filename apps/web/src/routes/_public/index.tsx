import { createFileRoute, Link } from '@tanstack/react-router';
import { Redirect } from '@/components/redirect';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';

export const Route = createFileRoute('/_public/')({
  component: Landing,
});

const FEATURES = [
  { to: '/suites', title: 'Suites', text: 'Studio, one- and two-bedroom homes, fully serviced.' },
  {
    to: '/wellness',
    title: 'Wellness',
    text: 'A rooftop wellness centre, with our wellness partner.',
  },
  {
    to: '/experiences',
    title: 'Experiences',
    text: 'Pyramids, feluccas and kitchens, arranged for you.',
  },
] as const;

function Landing() {
  const { user } = useAuth();
  // Staff who are signed in go straight to the back office.
  if (user) return <Redirect to="/admin" replace />;

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
      <section
        aria-label="Discover"
        className="mx-auto grid max-w-6xl gap-4 px-4 py-14 sm:grid-cols-3 sm:px-6"
      >
        {FEATURES.map((feature) => (
          <Link
            key={feature.to}
            to={feature.to}
            className="group rounded-xl border bg-card p-6 shadow-xs transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring"
          >
            <h2 className="font-serif text-2xl text-primary">{feature.title}</h2>
            <p className="mt-2 text-muted-foreground text-sm">{feature.text}</p>
            <span className="mt-4 inline-block font-medium text-brand text-sm group-hover:underline">
              Discover →
            </span>
          </Link>
        ))}
      </section>
    </main>
  );
}
