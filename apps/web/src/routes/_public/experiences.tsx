import { createFileRoute, Link } from '@tanstack/react-router';
import { ClockIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { PublicPage } from '@/features/public/public-page';
import { publicHead } from '@/features/public/seo';

export const Route = createFileRoute('/_public/experiences')({
  head: () => publicHead('experiences', '/experiences'),
  component: Experiences,
});

const EXPERIENCES = [
  {
    title: 'Day at the Pyramids',
    duration: 'Full day · 8 hours',
    text: 'Giza’s pyramids and the Sphinx with an expert guide, at your own pace.',
    includes: ['Private transport', 'Lunch'],
  },
  {
    title: 'Nile Felucca Cruise',
    duration: '2-3 hours',
    text: 'Sail a traditional wooden felucca as the sun goes down over the city.',
    includes: ['Sunset sailing', 'Refreshments'],
  },
  {
    title: 'Local Art & Culture Tour',
    duration: 'Half day · 4 hours',
    text: 'Zamalek’s galleries, studios and landmarks, on foot with a local guide.',
    includes: ['Walking tour', 'Gallery fees included'],
  },
  {
    title: 'Egyptian Cooking Class',
    duration: 'Half day · 4 hours',
    text: 'Shop the market with a chef, then cook and share a feast of Egyptian classics.',
    includes: ['Market tour', 'Recipes to take home'],
  },
];

function Experiences() {
  return (
    <PublicPage
      eyebrow="Curated by our concierge"
      title="Experiences"
      lead="The Cairo we love, arranged for you: ancient wonders, the river, art and food."
    >
      <section aria-labelledby="experiences-title">
        <h2 id="experiences-title" className="sr-only">
          Our experiences
        </h2>
        <ul className="grid gap-6 md:grid-cols-2">
          {EXPERIENCES.map((experience) => (
            <li
              key={experience.title}
              className="flex flex-col rounded-xl border bg-card p-6 shadow-xs"
            >
              <h3 className="font-serif text-2xl text-primary">{experience.title}</h3>
              <p className="mt-2 inline-flex items-center gap-1.5 font-medium text-brand text-sm">
                <ClockIcon className="size-4" aria-hidden="true" />
                {experience.duration}
              </p>
              <p className="mt-3 text-muted-foreground text-sm leading-relaxed">
                {experience.text}
              </p>
              <ul className="mt-4 mb-6 flex flex-wrap gap-2" aria-label="Included">
                {experience.includes.map((item) => (
                  <li
                    key={item}
                    className="rounded-full bg-secondary px-3 py-1 text-secondary-foreground text-xs"
                  >
                    {item}
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className={buttonVariants({
                  variant: 'outline',
                  className: 'mt-auto w-full sm:w-fit',
                })}
              >
                Inquire About This Experience
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="concierge-title"
        className="mt-16 rounded-2xl bg-secondary px-6 py-10 text-center sm:px-12"
      >
        <h2 id="concierge-title" className="font-serif text-3xl text-primary">
          Something else in mind?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-secondary-foreground/85">
          Our concierge arranges private guides, dinners and day trips for every guest.
        </p>
        <Link to="/book" className={buttonVariants({ size: 'lg', className: 'mt-6' })}>
          Contact Our Concierge
        </Link>
      </section>
    </PublicPage>
  );
}
