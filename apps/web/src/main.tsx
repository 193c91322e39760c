// First: an Arabic page starts fetching its words and font before the rest of the app starts.
import '@/lib/i18n/arabic-early';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLanguage } from '@/lib/i18n/i18n';
import { parseLangPath, pathIn } from '@/lib/i18n/language';
import { routeTree } from '@/routeTree.gen';
import '@/styles.css';

// The language of this page load: /ar/... is Arabic, everything else English. The router sees
// the path without its /ar prefix and puts it back on the public pages' links.
const { lang } = parseLangPath(window.location.pathname);

const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  // The query cache owns freshness; the router only loads route chunks.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
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

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

void activateLanguage(lang).then(() =>
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
