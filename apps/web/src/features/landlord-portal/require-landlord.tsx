import { landingPath } from '@zamalek/domain/roles';
import type * as React from 'react';
import { Redirect } from '@/components/redirect';
import { useAuth } from '@/lib/auth';

/** A landlord's own pages, for landlords; anyone else goes to their own start page. */
export function RequireLandlord({ children }: { children: React.ReactNode }) {
  const auth = useAuth();
  if (auth.landlord) return children;
  return <Redirect to={landingPath(auth)} replace />;
}
