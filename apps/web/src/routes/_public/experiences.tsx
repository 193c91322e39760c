import { createFileRoute, Link } from '@tanstack/react-router';
import { ClockIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { PublicPage } from '@/features/public/public-page';
import { publicHead } from '@/features/public/seo';
import { loadPageMessages, type MessageId, t } from '@/lib/i18n/i18n';

export const Route = createFileRoute('/_public/experiences')({
  loader: loadPageMessages,
  head: () => publicHead('experiences', '/experiences'),
  component: Experiences,
});

interface Experience {
  title: MessageId;
  /** The duration's message and its length in hours, when it names one. */
  duration: MessageId;
  hours?: number;
  text: MessageId;
  includes: MessageId[];
}

const EXPERIENCES: Experience[] = [
  {
    title: 'experiences.pyramidsTitle',
    duration: 'experiences.pyramidsDuration',
    hours: 8,
    text: 'experiences.pyramidsText',
    includes: ['experiences.pyramidsTransport', 'experiences.pyramidsLunch'],
  },
  {
    title: 'experiences.feluccaTitle',
    duration: 'experiences.feluccaDuration',
    text: 'experiences.feluccaText',
    includes: ['experiences.feluccaSunset', 'experiences.feluccaRefreshments'],
  },
  {
    title: 'experiences.artTitle',
    duration: 'experiences.artDuration',
    hours: 4,
    text: 'experiences.artText',
    includes: ['experiences.artWalking', 'experiences.artFees'],
  },
  {
    title: 'experiences.cookingTitle',
    duration: 'experiences.cookingDuration',
    hours: 4,
    text: 'experiences.cookingText',
    includes: ['experiences.cookingMarket', 'experiences.cookingRecipes'],
  },
];

function Experiences() {
  return (
    <PublicPage
      eyebrow={t('experiences.eyebrow')}
      title={t('experiences.title')}
      lead={t('experiences.lead')}
    >
      <section aria-labelledby="experiences-title">
        <h2 id="experiences-title" className="sr-only">
          {t('experiences.listTitle')}
        </h2>
        <ul className="grid gap-6 md:grid-cols-2">
          {EXPERIENCES.map((experience) => (
            <li
              key={experience.title}
              className="flex flex-col rounded-xl border bg-card p-6 shadow-xs"
            >
              <h3 className="font-serif text-2xl text-primary">{t(experience.title)}</h3>
              <p className="mt-2 inline-flex items-center gap-1.5 font-medium text-brand text-sm">
                <ClockIcon className="size-4" aria-hidden="true" />
                {t(experience.duration, { hours: experience.hours ?? 0 })}
              </p>
              <p className="mt-3 text-muted-foreground text-sm leading-relaxed">
                {t(experience.text)}
              </p>
              <ul className="mt-4 mb-6 flex flex-wrap gap-2" aria-label={t('experiences.included')}>
                {experience.includes.map((item) => (
                  <li
                    key={item}
                    className="rounded-full bg-secondary px-3 py-1 text-secondary-foreground text-xs"
                  >
                    {t(item)}
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
                {t('experiences.inquire')}
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
          {t('experiences.moreTitle')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-secondary-foreground/85">
          {t('experiences.moreText')}
        </p>
        <Link to="/book" className={buttonVariants({ size: 'lg', className: 'mt-6' })}>
          {t('pages.contactConcierge')}
        </Link>
      </section>
    </PublicPage>
  );
}
