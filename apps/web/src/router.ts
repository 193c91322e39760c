import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { type Lang, parseLangPath, pathIn } from '@/lib/i18n/language';
import { routeTree } from '@/routeTree.gen';

/**
 * The app's router for a page load in a language: /ar/... is Arabic, everything else English.
 * The router sees the path without its /ar prefix and puts it back on the public pages' links.
 * The browser passes no history (the address bar's); pre-rendering passes a memory history.
 */
export function createAppRouter(lang: Lang, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    defaultPreload: 'intent',
    // The query cache owns freshness; the router only loads route chunks.
    defaultPreloadStaleTime: 0,
    // Pre-rendering leaves it out: on the server it writes an inline script, which the CSP refuses.
    scrollRestoration: history === undefined,
    rewrite:
      lang === 'ar'
        ? {
            input: ({ url }) => {
              url.pathname = parseLangPath(url.pathname).path;
              return url;
            },
            output: ({ url }) => {
              url.pathname = pathIn('ar', url.pathname);
              return url;
            },
          }
        : undefined,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
