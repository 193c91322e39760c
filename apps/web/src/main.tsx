// First: an Arabic page starts fetching its words and font before the rest of the app starts.
import '@/lib/i18n/arabic-early';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLanguage } from '@/lib/i18n/i18n';
import { parseLangPath } from '@/lib/i18n/language';
import { createAppRouter } from '@/router';
import '@/styles.css';

// The language of this page load (a switch of language loads the page anew).
const { lang } = parseLangPath(window.location.pathname);
const router = createAppRouter(lang);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
// A pre-rendered public page (apps/web/prerender) arrives with its text in #root.
const prerendered = container.hasChildNodes();

void activateLanguage(lang)
  // The page's code and words are loaded before the first render, so the first render is the
  // page itself and replaces the pre-rendered copy in one commit, never a blank in between.
  .then(() => (prerendered ? router.load() : undefined))
  .then(() => {
    // The routes render the page's title, description and links (<HeadContent>): the ones in
    // the HTML (the shell's generic pair, a pre-rendered page's own) would otherwise stay twice.
    for (const tag of document.head.querySelectorAll('[data-replaced-by-app]')) tag.remove();
    createRoot(container).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
