import { createFileRoute, Link } from '@tanstack/react-router';
import { HeartHandshakeIcon, KeyRoundIcon, SparklesIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { SuiteArt } from '@/features/public/art';
import { PageSection, PublicPage } from '@/features/public/public-page';
import { publicHead } from '@/features/public/seo';

export const Route = createFileRoute('/_public/our-story')({
  head: () => publicHead('ourStory', '/our-story'),
  component: OurStory,
});

const SUITES = [
  {
    kind: 'studio',
    title: 'Studios',
    text: 'An open-plan home for one or two, with a queen bed, a kitchenette and a proper desk.',
  },
  {
    kind: 'one-bedroom',
    title: 'One-bedroom suites',
    text: 'A separate bedroom with a king bed, a living room with a sofa bed and a full kitchen.',
  },
  {
    kind: 'two-bedroom',
    title: 'Two-bedroom suites',
    text: 'Room for up to five: a king and two twin beds, two bathrooms and a generous living area.',
  },
] as const;

const VALUES = [
  {
    Icon: KeyRoundIcon,
    title: 'A home, not a room',
    text: 'Your own front door, your own kitchen, space to unpack and stay a while.',
  },
  {
    Icon: SparklesIcon,
    title: 'Hotel care',
    text: 'Housekeeping, fresh linen and a concierge who knows the island by heart.',
  },
  {
    Icon: HeartHandshakeIcon,
    title: 'Part of the neighbourhood',
    text: 'Bakeries, galleries and the Nile are a short walk away: we help you live like a local.',
  },
];

function OurStory() {
  return (
    <PublicPage
      eyebrow="Zamalek Suites"
      title="Our Story"
      lead="We opened a brand-new building in Zamalek, Cairo’s leafy island neighbourhood, for guests who want more than a hotel room: a real home in the city, looked after like a hotel."
    >
      <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <div className="space-y-4 text-muted-foreground leading-relaxed">
          <p>
            Zamalek has always been Cairo’s calm centre: embassies and art galleries, old villas and
            shaded streets, with the Nile on every side. Our newly opened building sits right in the
            middle of it.
          </p>
          <p>
            Every suite was designed from scratch for living, not just sleeping, whether you stay
            for a weekend, a work assignment or a season. And at the top of the building, our
            rooftop wellness centre gives the day a calm start and a gentle end.
          </p>
        </div>
        <div className="overflow-hidden rounded-2xl border shadow-xs">
          <SuiteArt kind="one-bedroom" className="aspect-[16/9] w-full" />
        </div>
      </div>

      <PageSection
        id="suites-title"
        title="Suites for every kind of stay"
        intro="Three layouts, one standard: fast WiFi, smart entertainment, a kitchen and hotel-grade bedding in every suite."
      >
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {SUITES.map((suite) => (
            <li key={suite.kind} className="overflow-hidden rounded-xl border bg-card shadow-xs">
              <SuiteArt kind={suite.kind} className="aspect-[16/9] w-full" />
              <div className="p-5">
                <h3 className="font-serif text-2xl text-primary">{suite.title}</h3>
                <p className="mt-2 text-muted-foreground text-sm leading-relaxed">{suite.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="rooftop-title"
        title="Wellness on the roof"
        intro="Our rooftop wellness centre, run with our wellness partner, hosts yoga at sunrise, fitness classes, mindfulness workshops and group programmes, with the Cairo skyline all around."
      >
        <Link to="/wellness" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
          Discover wellness
        </Link>
      </PageSection>

      <PageSection id="values-title" title="What we care about">
        <ul className="mt-8 grid gap-6 sm:grid-cols-3">
          {VALUES.map(({ Icon, title, text }) => (
            <li key={title}>
              <Icon className="size-6 text-brand" aria-hidden="true" />
              <h3 className="mt-3 font-medium text-lg text-primary">{title}</h3>
              <p className="mt-1 text-muted-foreground text-sm leading-relaxed">{text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <div className="mt-16 flex flex-wrap gap-3">
        <Link to="/suites" className={buttonVariants({ size: 'lg' })}>
          View our suites
        </Link>
        <Link to="/locations" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          Our locations
        </Link>
      </div>
    </PublicPage>
  );
}
