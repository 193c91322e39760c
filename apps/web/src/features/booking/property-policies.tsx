import { useQuery } from '@tanstack/react-query';
import { useSiteInput } from '@/lib/public-site';
import { useTRPC } from '@/lib/trpc';
import { PoliciesCard } from './policies-card';

/**
 * The page's property's policies and contact (`PoliciesCard`), as the server states them;
 * nothing while loading or when the read fails (the page is still usable without it).
 */
export function PropertyPolicies({
  headingLevel = 2,
  className,
}: {
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const trpc = useTRPC();
  const property = useQuery(trpc.public.property.queryOptions(useSiteInput()));
  if (!property.data) return null;
  return <PoliciesCard info={property.data} headingLevel={headingLevel} className={className} />;
}
