import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Logo } from '@/components/logo';

/** Any unknown path. The visit is logged with the path only (no query string or hash). */
export function NotFound() {
  const pathname = useLocation({ select: (location) => location.pathname });

  useEffect(() => {
    console.warn('404: no page at', pathname);
  }, [pathname]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-muted px-6 text-center">
      <Link to="/" aria-label="Zamalek Suites home">
        <Logo />
      </Link>
      <h1 className="font-serif text-4xl text-primary">404</h1>
      <p className="text-lg text-muted-foreground">Oops! Page not found</p>
      <Link
        to="/"
        className="font-medium text-brand underline underline-offset-4 hover:text-primary focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
      >
        Return to Home
      </Link>
    </main>
  );
}
