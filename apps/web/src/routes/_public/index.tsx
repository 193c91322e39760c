import { createFileRoute, Link } from '@tanstack/react-router';
import { ArrowRightIcon, BedDoubleIcon, CompassIcon, FlowerIcon } from 'lucide-react';
import { Redirect } from '@/components/redirect';
import { buttonVariants } from '@/components/ui/button-variants';
import { HeroArt } from '@/features/public/hero-art';
import { QuickSearch } from '@/features/public/quick-search';
import { useSignedIn } from '@/features/public/session-probe';

export const Route = createFileRoute('/_public/')({
  component: Landing,
});

const FEATURES = [
  {
    to: '/suites',
    title: 'Suites',
    text: 'Studios, one- and two-bedroom suites with a kitchen, fast WiFi and hotel-grade bedding.',
    Icon: BedDoubleIcon,
  },
  {
    to: '/wellness',
    title: 'Wellness',
    text: 'Yoga, fitness and mindfulness on our rooftop, powered by our wellness partner.',
    Icon: FlowerIcon,
  },
  {
    to: '/experiences',
    title: 'Experiences',
    text: 'The Pyramids, a felucca at sunset, galleries and kitchens, arranged by our concierge.',
    Icon: CompassIcon,
  },
] as const;

function Landing() {
  const signedIn = useSignedIn();
  // Staff who are signed in go straight to the back office.
  if (signedIn) return <Redirect to="/admin" replace />;

  return (
    <main id="main" className="flex-1">
      <section
        aria-labelledby="hero-title"
        className="relative isolate overflow-hidden bg-primary text-primary-foreground"
      >
        <HeroArt className="-z-10 absolute inset-x-0 bottom-0 h-48 w-full text-sand/25 sm:h-64" />
        <div className="mx-auto max-w-6xl px-4 pt-14 pb-12 sm:px-6 sm:pt-24 sm:pb-20">
          <p className="text-sand text-xs uppercase tracking-[0.35em]">Zamalek · Cairo</p>
          <h1
            id="hero-title"
            className="mt-4 max-w-2xl font-serif text-5xl leading-[1.05] sm:text-7xl"
          >
            Welcome Home
          </h1>
          <p className="mt-5 max-w-xl text-lg text-primary-foreground/85 leading-relaxed">
            Serviced suites on the island of Zamalek: a home of your own with the care of a hotel, a
            rooftop wellness centre and the Nile a short walk away.
          </p>
          <div className="mt-10 max-w-4xl">
            <QuickSearch />
          </div>
        </div>
      </section>

      <section
        aria-labelledby="story-title"
        className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24"
      >
        <div className="grid gap-10 md:grid-cols-[1fr_1.2fr] md:items-center">
          <div>
            <p className="font-medium text-brand text-xs uppercase tracking-[0.3em]">Our Story</p>
            <h2 id="story-title" className="mt-3 font-serif text-4xl text-primary sm:text-5xl">
              A new address on Cairo’s garden island
            </h2>
          </div>
          <div className="space-y-4 text-muted-foreground leading-relaxed">
            <p>
              Zamalek Suites is a newly opened building in one of Cairo’s most loved neighbourhoods,
              tree-lined streets away from the Nile. We built it for stays of a few nights or a few
              months: studios, one-bedroom and two-bedroom suites that feel like a home, not a room.
            </p>
            <p>
              Above it all sits our rooftop wellness centre, where mornings start with yoga and
              evenings end with the city lights.
            </p>
            <Link
              to="/our-story"
              className="inline-flex items-center gap-1.5 rounded-sm font-medium text-brand hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              Read our story <ArrowRightIcon className="size-4" aria-hidden="true" />
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="discover-title" className="bg-muted/70">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <h2 id="discover-title" className="font-serif text-3xl text-primary sm:text-4xl">
            Everything a longer stay needs
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-3">
            {FEATURES.map(({ to, title, text, Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="group flex h-full flex-col rounded-xl border bg-card p-6 shadow-xs transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span className="flex size-11 items-center justify-center rounded-full bg-secondary text-brand">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="mt-5 font-serif text-2xl text-primary">{title}</h3>
                  <p className="mt-2 flex-1 text-muted-foreground text-sm leading-relaxed">
                    {text}
                  </p>
                  <span className="mt-5 inline-flex items-center gap-1.5 font-medium text-brand text-sm group-hover:underline">
                    Discover {title.toLowerCase()}
                    <ArrowRightIcon className="size-4" aria-hidden="true" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="cta-title"
        className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24"
      >
        <div className="rounded-2xl bg-secondary px-6 py-12 text-center sm:px-12">
          <h2 id="cta-title" className="font-serif text-3xl text-primary sm:text-4xl">
            Your suite in Zamalek is waiting
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-secondary-foreground/85">
            See what is free for your dates, pick a suite and book it in a couple of minutes.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/book" className={buttonVariants({ size: 'lg' })}>
              Book Now
            </Link>
            <Link to="/suites" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              View suites
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
