/**
 * Renders a public page to HTML at build time (apps/web/prerender/plugin.ts runs it in Node, once
 * per page and language): the router loads the page (its loaders fetch its words) and React
 * renders it as the browser's first render would. Parts that wait for the API render their
 * fallback (the wizard's skeleton, the suites' spinner).
 */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';

export {
  PRERENDERED_LOCATION_PATHS,
  PRERENDERED_PATHS,
  prerenderedFile,
  WITH_STAY_QUERY,
  withStayFile,
} from '@zamalek/domain/public-site';

import { activateLanguage } from '@/lib/i18n/i18n';
import { parseLangPath } from '@/lib/i18n/language';
import { createAppRouter } from '@/router';

export interface RenderedPage {
  lang: 'en' | 'ar';
  /** The head tags React hoisted out of the page (title, meta, canonical and hreflang links). */
  head: string;
  /** The inside of #root. */
  body: string;
  /** The matched routes, outermost first (`__root__`, `/_public`, `/_public/book`). */
  routeIds: string[];
}

/** React writes hoisted head tags first: `<title>`, `<meta>` and `<link>` before the page. */
const HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

export async function renderPage(address: string): Promise<RenderedPage> {
  const { lang } = parseLangPath(address);
  await activateLanguage(lang);
  const router = createAppRouter(lang, createMemoryHistory({ initialEntries: [address] }));
  await router.load();
  const html = renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  const head = HEAD_TAGS.exec(html)?.[0] ?? '';
  return {
    lang,
    head,
    body: html.slice(head.length),
    routeIds: router.state.matches.map((match) => match.routeId),
  };
}
