import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadDataLayer } from '@/components/data-layer-boundary';
import { routeTree } from '@/routeTree.gen';
import '@/styles.css';

// Every first page but the landing calls the API at once: load TanStack Query and tRPC with it.
if (window.location.pathname !== '/') preloadDataLayer();

const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  // The query cache owns freshness; the router only loads route chunks.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
