import { createFileRoute, Link } from '@tanstack/react-router';
import { ArrowRightIcon, BedDoubleIcon, CompassIcon, FlowerIcon } from 'lucide-react';
import { Redirect } from '@/components/redirect';
import { buttonVariants } from '@/components/ui/button-variants';
import { HeroArt } from '@/features/public/hero-art';
import { QuickSearch } from '@/features/public/quick-search';
import { publicHead } from '@/features/public/seo';
import { useSignedIn } from '@/features/public/session-probe';
import { t } from '@/lib/i18n/i18n';

export const Route = createFileRoute('/_public/')({
  head: () => publicHead('home', '/'),
  component: Landing,
});

const FEATURES = [
  {
    to: '/suites',
    title: 'nav.suites',
    text: 'landing.suitesText',
    more: 'landing.discoverSuites',
    Icon: BedDoubleIcon,
  },
  {
    to: '/wellness',
    title: 'nav.wellness',
    text: 'landing.wellnessText',
    more: 'landing.discoverWellness',
    Icon: FlowerIcon,
  },
  {
    to: '/experiences',
    title: 'nav.experiences',
    text: 'landing.experiencesText',
    more: 'landing.discoverExperiences',
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
          <p className="text-sand text-xs uppercase tracking-[0.35em]">{t('landing.place')}</p>
          <h1
            id="hero-title"
            className="mt-4 max-w-2xl font-serif text-5xl leading-[1.05] sm:text-7xl"
          >
            {t('landing.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-primary-foreground/85 leading-relaxed">
            {t('landing.lead')}
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
            <p className="font-medium text-brand text-xs uppercase tracking-[0.3em]">
              {t('landing.storyEyebrow')}
            </p>
            <h2 id="story-title" className="mt-3 font-serif text-4xl text-primary sm:text-5xl">
              {t('landing.storyTitle')}
            </h2>
          </div>
          <div className="space-y-4 text-muted-foreground leading-relaxed">
            <p>{t('landing.storyP1')}</p>
            <p>{t('landing.storyP2')}</p>
            <Link
              to="/our-story"
              className="inline-flex items-center gap-1.5 rounded-sm font-medium text-brand hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {t('landing.readStory')}{' '}
              <ArrowRightIcon className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="discover-title" className="bg-muted/70">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <h2 id="discover-title" className="font-serif text-3xl text-primary sm:text-4xl">
            {t('landing.discoverTitle')}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-3">
            {FEATURES.map(({ to, title, text, more, Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="group flex h-full flex-col rounded-xl border bg-card p-6 shadow-xs transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span className="flex size-11 items-center justify-center rounded-full bg-secondary text-brand">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="mt-5 font-serif text-2xl text-primary">{t(title)}</h3>
                  <p className="mt-2 flex-1 text-muted-foreground text-sm leading-relaxed">
                    {t(text)}
                  </p>
                  <span className="mt-5 inline-flex items-center gap-1.5 font-medium text-brand text-sm group-hover:underline">
                    {t(more)}
                    <ArrowRightIcon className="size-4 rtl:-scale-x-100" aria-hidden="true" />
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
            {t('landing.ctaTitle')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-secondary-foreground/85">
            {t('landing.ctaText')}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/book" className={buttonVariants({ size: 'lg' })}>
              {t('header.bookNow')}
            </Link>
            <Link to="/suites" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              {t('landing.viewSuites')}
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
