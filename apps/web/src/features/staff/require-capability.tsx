import { Link } from '@tanstack/react-router';
import { type Capability, can, landingPath } from '@zamalek/domain/roles';
import { ShieldXIcon } from 'lucide-react';
import type * as React from 'react';
import { Redirect } from '@/components/redirect';
import { buttonVariants } from '@/components/ui/button-variants';
import { useAuth } from '@/lib/auth';

type Otherwise =
  /** People without a staff role (sales agents) are taken to their own reservations. */
  | { fallback: '/my-reservations' }
  /** Staff whose role lacks the capability are told so, on the page they asked for. */
  | { page: string };

/**
 * Shows its children only to roles with the capability. A convenience for the UI only: the
 * server enforces every rule on its own.
 */
export function RequireCapability({
  capability,
  children,
  ...otherwise
}: { capability: Capability; children: React.ReactNode } & Otherwise) {
  const auth = useAuth();
  if (can(auth, capability)) return children;
  if ('fallback' in otherwise) return <Redirect to={otherwise.fallback} replace />;
  return (
    <section className="mx-auto grid max-w-lg gap-4 py-12 text-center" data-testid="no-access">
      <ShieldXIcon className="mx-auto size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="font-serif text-3xl text-primary">No access to {otherwise.page}</h1>
      <p className="text-muted-foreground">
        Your role does not include this page. An admin can grant it on the Settings page if your
        work needs it.
      </p>
      <Link to={landingPath(auth)} className={buttonVariants({ className: 'mx-auto' })}>
        Go to your start page
      </Link>
    </section>
  );
}
