import { type Capability, can } from '@zamalek/domain/roles';
import type * as React from 'react';
import { Redirect } from '@/components/redirect';
import { useAuth } from '@/lib/auth';

/**
 * Shows its children only to roles with the capability; sends everyone else to `fallback`.
 * A convenience for the UI only: the server enforces every rule on its own.
 */
export function RequireCapability({
  capability,
  fallback,
  children,
}: {
  capability: Capability;
  fallback: '/' | '/my-reservations';
  children: React.ReactNode;
}) {
  if (!can(useAuth(), capability)) return <Redirect to={fallback} replace />;
  return children;
}
