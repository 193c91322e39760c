import { Link } from '@tanstack/react-router';
import { MapPinIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from '@/components/logo';
import { t } from '@/lib/i18n/i18n';

type FooterTo =
  | '/our-story'
  | '/locations'
  | '/suites'
  | '/blog'
  | '/wellness'
  | '/experiences'
  | '/nearby'
  | '/book';

export function PublicFooter() {
  return (
    <footer className="mt-auto bg-primary text-primary-foreground">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:gap-10 sm:px-6 sm:py-12 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="col-span-2 space-y-4 sm:col-span-1">
          <Link
            to="/"
            aria-label={t('site.home')}
            className="inline-block rounded-sm focus-visible:outline-2 focus-visible:outline-sand"
          >
            <Logo tone="inverse" />
          </Link>
          <p className="max-w-xs text-primary-foreground/80 text-sm leading-relaxed">
            {t('footer.tagline')}
          </p>
        </div>
        <FooterColumn title={t('footer.explore')}>
          <FooterLink to="/our-story">{t('nav.ourStory')}</FooterLink>
          <FooterLink to="/locations">{t('nav.locations')}</FooterLink>
          <FooterLink to="/suites">{t('nav.suites')}</FooterLink>
          <FooterLink to="/blog">{t('nav.blog')}</FooterLink>
        </FooterColumn>
        <FooterColumn title={t('footer.experience')}>
          <FooterLink to="/wellness">{t('nav.wellness')}</FooterLink>
          <FooterLink to="/experiences">{t('nav.experiences')}</FooterLink>
          <FooterLink to="/nearby">{t('nav.nearby')}</FooterLink>
        </FooterColumn>
        <FooterColumn title={t('footer.contact')}>
          <li className="flex gap-2 text-primary-foreground/80 text-sm">
            <MapPinIcon className="mt-0.5 size-4 shrink-0 text-sand" aria-hidden="true" />
            <address className="not-italic">{t('footer.address')}</address>
          </li>
          <FooterLink to="/book">{t('footer.bookStay')}</FooterLink>
          <li>
            <a
              href="/admin"
              target="_blank"
              rel="noopener"
              className="rounded-sm text-primary-foreground/85 text-sm hover:text-sand focus-visible:outline-2 focus-visible:outline-sand"
            >
              {t('header.staff')} <span className="sr-only">{t('header.opensNewTab')}</span>
            </a>
          </li>
        </FooterColumn>
      </div>
      <div className="border-primary-foreground/15 border-t">
        <p className="mx-auto max-w-6xl px-4 py-5 text-center text-primary-foreground/70 text-xs sm:px-6">
          {t('footer.rights')}
        </p>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-4 font-medium text-sand text-xs uppercase tracking-[0.2em]">{title}</h2>
      <ul className="space-y-2.5">{children}</ul>
    </div>
  );
}

function FooterLink({ to, children }: { to: FooterTo; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="rounded-sm text-primary-foreground/85 text-sm hover:text-sand focus-visible:outline-2 focus-visible:outline-sand"
      >
        {children}
      </Link>
    </li>
  );
}
