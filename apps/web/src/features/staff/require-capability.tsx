import { Link } from '@tanstack/react-router';
import { can, landingPath } from '@zamalek/domain/roles';
import { ShieldXIcon } from 'lucide-react';
import type * as React from 'react';
import { Redirect } from '@/components/redirect';
import { buttonVariants } from '@/components/ui/button-variants';
import { useAuth } from '@/lib/auth';
import { STAFF_SCREENS, type StaffScreen, type StaffScreenName } from '@/lib/staff-screens';

/**
 * A route's guard: shows its children only to those with the screen's capability (the table in
 * lib/staff-screens.ts); the others are taken to their own reservations or told, as the table
 * says. A convenience for the UI only: the server enforces every rule on its own.
 */
export function RequireCapability({
  screen,
  children,
}: {
  screen: StaffScreenName;
  children: React.ReactNode;
}) {
  const auth = useAuth();
  const { capability, refusal }: StaffScreen = STAFF_SCREENS[screen];
  if (capability === null || can(auth, capability)) return children;
  if ('redirect' in refusal) return <Redirect to={refusal.redirect} replace />;
  return (
    <section className="mx-auto grid max-w-lg gap-4 py-12 text-center" data-testid="no-access">
      <ShieldXIcon className="mx-auto size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="font-serif text-3xl text-primary">No access to {refusal.noAccessTo}</h1>
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
