import { createFileRoute, Link } from '@tanstack/react-router';
import { Building2Icon, CheckIcon, MapPinIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { IslandMapArt } from '@/features/public/art';
import { PublicPage } from '@/features/public/public-page';
import { publicHead } from '@/features/public/seo';

export const Route = createFileRoute('/_public/locations')({
  head: () => publicHead('locations', '/locations'),
  component: Locations,
});

const ZAMALEK_HIGHLIGHTS = [
  'A newly opened building on a quiet, tree-lined street',
  'Studio, one-bedroom and two-bedroom suites',
  'Rooftop wellness centre',
  'The Nile, cafés and galleries within a short walk',
];

function Locations() {
  return (
    <PublicPage
      eyebrow="Where to find us"
      title="Locations"
      lead="We are on the island of Zamalek, in the middle of the Nile and the middle of Cairo. Our second address is on its way."
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <article
          aria-labelledby="zamalek-title"
          className="overflow-hidden rounded-2xl border bg-card shadow-xs"
        >
          <IslandMapArt className="aspect-[16/9] w-full" />
          <div className="p-6 sm:p-8">
            <p className="inline-flex items-center gap-1.5 rounded-full bg-success/15 px-3 py-1 font-medium text-success text-xs">
              Open now
            </p>
            <h2 id="zamalek-title" className="mt-3 font-serif text-3xl text-primary">
              Zamalek, Cairo
            </h2>
            <p className="mt-2 flex items-center gap-1.5 text-muted-foreground text-sm">
              <MapPinIcon className="size-4 text-brand" aria-hidden="true" />
              Gezira Island, Zamalek, Cairo, Egypt
            </p>
            <ul className="mt-5 grid gap-2 text-sm">
              {ZAMALEK_HIGHLIGHTS.map((item) => (
                <li key={item} className="flex items-start gap-2">
                  <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to="/book" className={buttonVariants()}>
                Book in Zamalek
              </Link>
              <Link to="/nearby" className={buttonVariants({ variant: 'outline' })}>
                What’s nearby
              </Link>
            </div>
          </div>
        </article>

        <article
          aria-labelledby="next-title"
          className="flex flex-col justify-center rounded-2xl border border-dashed bg-muted/60 p-6 sm:p-8"
        >
          <span className="mb-6 flex size-16 items-center justify-center rounded-full border-2 border-dashed border-brand/40 text-brand">
            <Building2Icon className="size-7" aria-hidden="true" />
          </span>
          <p className="w-fit rounded-full bg-accent px-3 py-1 font-medium text-accent-foreground text-xs">
            Coming Soon
          </p>
          <h2 id="next-title" className="mt-3 font-serif text-3xl text-primary">
            Our second location
          </h2>
          <p className="mt-3 text-muted-foreground leading-relaxed">
            A second Zamalek Suites building is in the works, with the same serviced suites and the
            same care. We will share where and when here first.
          </p>
        </article>
      </div>
    </PublicPage>
  );
}
