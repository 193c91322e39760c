import { createFileRoute, Link } from '@tanstack/react-router';
import { DumbbellIcon, FlowerIcon, LeafIcon, UsersRoundIcon } from 'lucide-react';
import { RooftopArt } from '@/components/art';
import { buttonVariants } from '@/components/ui/button-variants';
import { PublicPage } from '@/features/public/public-page';
import { publicHead } from '@/features/public/seo';
import { loadPageMessages, type MessageId, t } from '@/lib/i18n/i18n';

export const Route = createFileRoute('/_public/wellness')({
  loader: loadPageMessages,
  head: () => publicHead('wellness', '/wellness'),
  component: Wellness,
});

const PROGRAMMES: {
  Icon: typeof FlowerIcon;
  title: MessageId;
  text: MessageId;
  schedule: MessageId[];
}[] = [
  {
    Icon: FlowerIcon,
    title: 'wellness.yogaTitle',
    text: 'wellness.yogaText',
    schedule: ['wellness.yogaMorning', 'wellness.yogaEvening', 'wellness.yogaPrivate'],
  },
  {
    Icon: DumbbellIcon,
    title: 'wellness.fitnessTitle',
    text: 'wellness.fitnessText',
    schedule: ['wellness.fitnessHiit', 'wellness.fitnessPilates', 'wellness.fitnessPersonal'],
  },
  {
    Icon: LeafIcon,
    title: 'wellness.mindfulnessTitle',
    text: 'wellness.mindfulnessText',
    schedule: [
      'wellness.mindfulnessWorkshops',
      'wellness.mindfulnessOneOnOne',
      'wellness.mindfulnessInSuite',
    ],
  },
  {
    Icon: UsersRoundIcon,
    title: 'wellness.groupTitle',
    text: 'wellness.groupText',
    schedule: ['wellness.groupNutrition', 'wellness.groupRetreats', 'wellness.groupCircles'],
  },
];

function Wellness() {
  return (
    <PublicPage
      eyebrow={t('wellness.eyebrow')}
      title={t('wellness.title')}
      lead={t('wellness.lead')}
    >
      <section aria-labelledby="programmes-title">
        <h2 id="programmes-title" className="sr-only">
          {t('wellness.programmes')}
        </h2>
        <ul className="grid gap-6 md:grid-cols-2">
          {PROGRAMMES.map(({ Icon, title, text, schedule }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-xs">
              <div className="flex items-center gap-3">
                <span className="flex size-11 items-center justify-center rounded-full bg-secondary text-brand">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="font-serif text-2xl text-primary">{t(title)}</h3>
              </div>
              <p className="mt-3 text-muted-foreground text-sm leading-relaxed">{t(text)}</p>
              <ul
                className="mt-4 grid gap-2 border-t pt-4 text-sm"
                aria-label={t('wellness.scheduleOf', { programme: t(title) })}
              >
                {schedule.map((item) => (
                  <li key={item} className="flex items-center gap-2">
                    <span className="size-1.5 shrink-0 rounded-full bg-sand" aria-hidden="true" />
                    {t(item)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="rooftop-title"
        className="mt-16 grid overflow-hidden rounded-2xl bg-primary text-primary-foreground lg:grid-cols-2"
      >
        <RooftopArt className="aspect-[16/9] h-full w-full lg:aspect-auto" />
        <div className="p-6 sm:p-10">
          <p className="text-sand text-xs uppercase tracking-[0.3em]">
            {t('wellness.rooftopEyebrow')}
          </p>
          <h2 id="rooftop-title" className="mt-3 font-serif text-3xl sm:text-4xl">
            {t('wellness.rooftopTitle')}
          </h2>
          <p className="mt-4 text-primary-foreground/85 leading-relaxed">
            {t('wellness.rooftopText')}
          </p>
          <Link
            to="/book"
            className={buttonVariants({ variant: 'sand', size: 'lg', className: 'mt-8' })}
          >
            {t('wellness.book')}
          </Link>
        </div>
      </section>
    </PublicPage>
  );
}
