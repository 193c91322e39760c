import { useLocation } from '@tanstack/react-router';
import { LanguagesIcon } from 'lucide-react';
import { currentLang, t } from '@/lib/i18n/i18n';
import { type Lang, pathIn } from '@/lib/i18n/language';

/** The route path and query of this page (the router's, without the /ar prefix). */
function usePage() {
  return useLocation({ select: (location) => `${location.pathname}|${location.searchStr}` });
}

function split(page: string) {
  const at = page.indexOf('|');
  return { path: page.slice(0, at), search: page.slice(at + 1) };
}

/**
 * The same page in the other language. A plain link on purpose: the page loads anew in its
 * language (catalogue, font, direction); the wizard's choices are in the address and its
 * guest details in this tab's storage, so nothing typed is lost.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { path, search } = split(usePage());
  const other: Lang = currentLang() === 'ar' ? 'en' : 'ar';
  return (
    <a
      href={`${pathIn(other, path)}${search}`}
      hrefLang={other}
      lang={other}
      title={t('lang.switchTitle')}
      className={className}
      data-testid="language-switch"
    >
      <LanguagesIcon className="size-4" aria-hidden="true" />
      {t('lang.switchLabel')}
    </a>
  );
}
