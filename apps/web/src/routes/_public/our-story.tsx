import { createFileRoute, Link } from '@tanstack/react-router';
import { HeartHandshakeIcon, KeyRoundIcon, SparklesIcon } from 'lucide-react';
import { SuiteArt } from '@/components/art';
import { buttonVariants } from '@/components/ui/button-variants';
import { PageSection, PublicPage } from '@/features/public/public-page';
import { publicHead } from '@/features/public/seo';
import { loadPageMessages, type MessageId, t } from '@/lib/i18n/i18n';

export const Route = createFileRoute('/_public/our-story')({
  loader: loadPageMessages,
  head: () => publicHead('ourStory', '/our-story'),
  component: OurStory,
});

const SUITES = [
  { kind: 'studio', title: 'story.studioTitle', text: 'story.studioText' },
  { kind: 'one-bedroom', title: 'story.oneBedroomTitle', text: 'story.oneBedroomText' },
  { kind: 'two-bedroom', title: 'story.twoBedroomTitle', text: 'story.twoBedroomText' },
] as const satisfies readonly { kind: string; title: MessageId; text: MessageId }[];

const VALUES: { Icon: typeof KeyRoundIcon; title: MessageId; text: MessageId }[] = [
  { Icon: KeyRoundIcon, title: 'story.homeTitle', text: 'story.homeText' },
  { Icon: SparklesIcon, title: 'story.careTitle', text: 'story.careText' },
  { Icon: HeartHandshakeIcon, title: 'story.neighbourhoodTitle', text: 'story.neighbourhoodText' },
];

function OurStory() {
  return (
    <PublicPage eyebrow={t('story.eyebrow')} title={t('story.title')} lead={t('story.lead')}>
      <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <div className="space-y-4 text-muted-foreground leading-relaxed">
          <p>{t('story.p1')}</p>
          <p>{t('story.p2')}</p>
        </div>
        <div className="overflow-hidden rounded-2xl border shadow-xs">
          <SuiteArt kind="one-bedroom" className="aspect-[16/9] w-full" />
        </div>
      </div>

      <PageSection id="suites-title" title={t('story.suitesTitle')} intro={t('story.suitesIntro')}>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {SUITES.map((suite) => (
            <li key={suite.kind} className="overflow-hidden rounded-xl border bg-card shadow-xs">
              <SuiteArt kind={suite.kind} className="aspect-[16/9] w-full" />
              <div className="p-5">
                <h3 className="font-serif text-2xl text-primary">{t(suite.title)}</h3>
                <p className="mt-2 text-muted-foreground text-sm leading-relaxed">
                  {t(suite.text)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="rooftop-title"
        title={t('story.rooftopTitle')}
        intro={t('story.rooftopIntro')}
      >
        <Link to="/wellness" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
          {t('story.discoverWellness')}
        </Link>
      </PageSection>

      <PageSection id="values-title" title={t('story.valuesTitle')}>
        <ul className="mt-8 grid gap-6 sm:grid-cols-3">
          {VALUES.map(({ Icon, title, text }) => (
            <li key={title}>
              <Icon className="size-6 text-brand" aria-hidden="true" />
              <h3 className="mt-3 font-medium text-lg text-primary">{t(title)}</h3>
              <p className="mt-1 text-muted-foreground text-sm leading-relaxed">{t(text)}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <div className="mt-16 flex flex-wrap gap-3">
        <Link to="/suites" className={buttonVariants({ size: 'lg' })}>
          {t('story.viewSuites')}
        </Link>
        <Link to="/locations" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          {t('story.locations')}
        </Link>
      </div>
    </PublicPage>
  );
}
