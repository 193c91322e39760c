import { parseLangPath } from './language';

/** The Arabic catalogue and webfont (separate chunks, fetched only for Arabic pages). */
export function loadArabic() {
  return Promise.all([import('./messages/ar.json?lingui'), import('./arabic-font')]);
}

/**
 * On an Arabic page, those downloads start as soon as the app's code starts running (main.tsx
 * imports this module before anything else), not once React and the router have started up;
 * `activateLanguage` awaits the same downloads.
 */
export const arabicDownloads =
  // No window outside a browser (unit tests import the catalogues' users).
  typeof window !== 'undefined' && parseLangPath(window.location.pathname).lang === 'ar'
    ? loadArabic()
    : undefined;
