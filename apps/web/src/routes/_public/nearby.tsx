import { createFileRoute, Link } from '@tanstack/react-router';
import { CoffeeIcon, FootprintsIcon, LandmarkIcon, TreesIcon, UtensilsIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { PublicPage } from '@/features/public/public-page';
import { publicHead } from '@/features/public/seo';

export const Route = createFileRoute('/_public/nearby')({
  head: () => publicHead('nearby', '/nearby'),
  component: Nearby,
});

const GROUPS = [
  {
    title: 'Dining',
    Icon: UtensilsIcon,
    places: [
      { name: 'Abou El Sid', note: 'Egyptian classics in a vintage salon', walk: '6 min walk' },
      { name: 'Zooba', note: 'Modern Egyptian street food', walk: '5 min walk' },
      { name: 'Sequoia', note: 'Mezze and grills on the Nile’s edge', walk: '15 min walk' },
    ],
  },
  {
    title: 'Cafés & Coffee Shops',
    Icon: CoffeeIcon,
    places: [
      {
        name: 'Simonds',
        note: 'A Zamalek institution for coffee and croissants',
        walk: '5 min walk',
      },
      { name: 'Diwan Bookstore Café', note: 'Coffee among the bookshelves', walk: '4 min walk' },
      {
        name: 'Specialty coffee bars',
        note: 'Flat whites and fresh pastries',
        walk: 'Various locations',
      },
    ],
  },
  {
    title: 'Cultural Attractions',
    Icon: LandmarkIcon,
    places: [
      {
        name: 'Aisha Fahmy Palace',
        note: 'Art exhibitions in a riverside palace',
        walk: '8 min walk',
      },
      { name: 'Cairo Tower', note: 'The city and the pyramids from 187 m', walk: '15 min walk' },
      {
        name: 'Cairo Opera House',
        note: 'Concerts, ballet and the Museum of Modern Art',
        walk: '15 min walk',
      },
    ],
  },
  {
    title: 'Parks & Recreation',
    Icon: TreesIcon,
    places: [
      { name: 'Nile corniche', note: 'A riverside stroll at sunset', walk: '3 min walk' },
      {
        name: 'Fish Garden',
        note: 'A shady 19th-century garden with grottoes',
        walk: '10 min walk',
      },
      {
        name: 'Andalusian Garden',
        note: 'Terraced gardens and fountains by the river',
        walk: '14 min walk',
      },
    ],
  },
];

function Nearby() {
  return (
    <PublicPage
      eyebrow="Around Zamalek"
      title="Nearby Amenities"
      lead="Restaurants, cafés, culture and green space, most of them a short walk from your door."
    >
      <div className="grid gap-6 md:grid-cols-2">
        {GROUPS.map(({ title, Icon, places }) => {
          const id = `nearby-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
          return (
            <section
              key={title}
              aria-labelledby={id}
              className="rounded-xl border bg-card p-6 shadow-xs"
            >
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-secondary text-brand">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h2 id={id} className="font-serif text-2xl text-primary">
                  {title}
                </h2>
              </div>
              <ul className="mt-4 divide-y">
                {places.map((place) => (
                  <li key={place.name} className="flex items-start justify-between gap-4 py-3">
                    <div className="min-w-0">
                      <h3 className="font-medium">{place.name}</h3>
                      <p className="text-muted-foreground text-sm">{place.note}</p>
                    </div>
                    <p className="flex shrink-0 items-center gap-1 pt-0.5 text-muted-foreground text-xs">
                      <FootprintsIcon className="size-3.5 text-brand" aria-hidden="true" />
                      {place.walk}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>

      <section
        aria-labelledby="concierge-title"
        className="mt-16 rounded-2xl bg-secondary px-6 py-10 text-center sm:px-12"
      >
        <h2 id="concierge-title" className="font-serif text-3xl text-primary">
          Looking for a recommendation?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-secondary-foreground/85">
          Our concierge books tables, finds the best coffee for your taste and knows every shortcut
          on the island.
        </p>
        <Link to="/book" className={buttonVariants({ size: 'lg', className: 'mt-6' })}>
          Contact Our Concierge
        </Link>
      </section>
    </PublicPage>
  );
}
