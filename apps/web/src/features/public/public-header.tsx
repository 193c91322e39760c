import { Link } from '@tanstack/react-router';
import { MenuIcon, UserRoundIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';

const NAV = [
  { to: '/our-story', label: 'Our Story' },
  { to: '/locations', label: 'Locations' },
  { to: '/suites', label: 'Suites' },
  { to: '/wellness', label: 'Wellness' },
  { to: '/experiences', label: 'Experiences' },
  { to: '/nearby', label: 'Nearby Amenities' },
  { to: '/blog', label: 'Blog' },
] as const;

const linkClass =
  'rounded-sm text-sm text-foreground/80 transition-colors hover:text-primary focus-visible:outline-2 focus-visible:outline-ring';

/** The public top bar: logo home, the marketing pages, a staff link and Book Now. */
export function PublicHeader() {
  const [open, setOpen] = useState(false);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link
          to="/"
          aria-label="Zamalek Suites home"
          className="rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Logo />
        </Link>
        <nav aria-label="Main" className="ml-auto hidden items-center gap-5 lg:flex">
          {NAV.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              className={linkClass}
              activeProps={{ className: 'text-primary font-medium' }}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2 lg:ml-2">
          {/* A plain link on purpose: the back office opens in a new tab and is never preloaded here. */}
          <a
            href="/admin"
            target="_blank"
            rel="noopener"
            aria-label="Staff area (opens in a new tab)"
            title="Staff area"
            className="hidden size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring sm:inline-flex"
          >
            <UserRoundIcon className="size-4" aria-hidden="true" />
          </a>
          <Button asChild size="sm" variant="default">
            <Link to="/book">Book Now</Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={open}
            aria-controls="public-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <XIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
          </Button>
        </div>
      </div>
      {open && (
        <nav id="public-menu" aria-label="Main" className="border-t bg-background lg:hidden">
          <ul className="mx-auto grid max-w-6xl gap-1 px-4 py-3 sm:px-6">
            {NAV.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="block rounded-md px-2 py-2 text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() => setOpen(false)}
                >
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <a
                href="/admin"
                target="_blank"
                rel="noopener"
                className="block rounded-md px-2 py-2 text-muted-foreground text-sm hover:bg-accent"
              >
                Staff area
              </a>
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}
