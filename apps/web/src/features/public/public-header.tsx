import { Link, useLocation } from '@tanstack/react-router';
import { MenuIcon, UserRoundIcon, XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Logo } from '@/components/logo';
import { buttonVariants } from '@/components/ui/button-variants';
import { LanguageSwitch } from '@/features/public/language-switch';
import { t } from '@/lib/i18n/i18n';

const PUBLIC_NAV = [
  { to: '/our-story', label: 'nav.ourStory' },
  { to: '/locations', label: 'nav.locations' },
  { to: '/suites', label: 'nav.suites' },
  { to: '/wellness', label: 'nav.wellness' },
  { to: '/experiences', label: 'nav.experiences' },
  { to: '/nearby', label: 'nav.nearby' },
  { to: '/blog', label: 'nav.blog' },
] as const;

const linkClass =
  'rounded-sm text-sm text-foreground/80 transition-colors hover:text-primary focus-visible:outline-2 focus-visible:outline-ring';

/**
 * The public top bar, fixed to the top of every public page: logo home, the marketing pages, a
 * staff link and Book Now. Below the large breakpoint the pages fold into a menu.
 * (No <Button>: this bar ships with the landing page, which keeps tailwind-merge out.)
 */
export function PublicHeader() {
  const [open, setOpen] = useState(false);
  const pathname = useLocation({ select: (location) => location.pathname });

  // A new page closes the menu; so does Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-(--public-header-height) max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link
          to="/"
          aria-label={t('site.home')}
          className="shrink-0 rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Logo />
        </Link>
        <nav aria-label={t('nav.main')} className="ms-auto hidden items-center gap-5 lg:flex">
          {PUBLIC_NAV.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              className={linkClass}
              activeProps={{ className: 'font-medium text-primary' }}
            >
              {t(item.label)}
            </Link>
          ))}
        </nav>
        <div className="ms-auto flex items-center gap-1.5 sm:gap-2 lg:ms-2">
          <LanguageSwitch className="inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-foreground/80 text-sm hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring" />
          {/* A plain link on purpose: the back office opens in a new tab and is never preloaded here. */}
          <a
            href="/admin"
            target="_blank"
            rel="noopener"
            aria-label={t('header.staffNewTab')}
            title={t('header.staff')}
            className="hidden size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring sm:inline-flex"
          >
            <UserRoundIcon className="size-4" aria-hidden="true" />
          </a>
          <Link to="/book" className={buttonVariants({ size: 'sm' })}>
            {t('header.bookNow')}
          </Link>
          <button
            type="button"
            className={buttonVariants({
              variant: 'ghost',
              size: 'icon',
              className: 'group lg:hidden',
            })}
            aria-expanded={open}
            aria-controls="public-menu"
            aria-label={open ? t('header.closeMenu') : t('header.openMenu')}
            data-label-open={t('header.openMenu')}
            data-label-close={t('header.closeMenu')}
            onClick={() => setOpen((value) => !value)}
          >
            <MenuIcon className="group-aria-expanded:hidden" aria-hidden="true" />
            <XIcon className="hidden group-aria-expanded:block" aria-hidden="true" />
          </button>
        </div>
      </div>
      {/* Always in the page, hidden when closed: the pre-rendered landing toggles it without React. */}
      <nav
        id="public-menu"
        hidden={!open}
        aria-label={t('nav.main')}
        className="max-h-[calc(100dvh-var(--public-header-height))] overflow-y-auto border-t bg-background shadow-md lg:hidden"
      >
        <ul className="mx-auto grid max-w-6xl gap-0.5 px-4 py-3 sm:px-6">
          {PUBLIC_NAV.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="block rounded-md px-3 py-2.5 text-base hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                activeProps={{ className: 'font-medium text-primary' }}
              >
                {t(item.label)}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t pt-1">
            <a
              href="/admin"
              target="_blank"
              rel="noopener"
              className="flex items-center gap-2 rounded-md px-3 py-2.5 text-base text-muted-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            >
              <UserRoundIcon className="size-4" aria-hidden="true" />
              {t('header.staff')} <span className="sr-only">{t('header.opensNewTab')}</span>
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}
