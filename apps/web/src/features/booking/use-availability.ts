import { skipToken, useQuery } from '@tanstack/react-query';
import { unpackSuiteOffers } from '@zamalek/domain/suite-offers';
import { useSiteInput } from '@/lib/public-site';
import { useTRPC } from '@/lib/trpc';
import type { Stay } from './stay-problem';
import type { PackedAvailability } from './types';

/** The server's answer with its suites unpacked: one per free room, words and quote included. */
export function unpackAvailability({ kinds, quotes, suites, ...rest }: PackedAvailability) {
  return { ...rest, suites: unpackSuiteOffers({ kinds, quotes, suites }) };
}

/**
 * The suites free for the stay that sleep the party at the page's property (none asked while
 * `stay` is null).
 */
export function useAvailability(search: { stay: Stay; guests: number } | null) {
  const trpc = useTRPC();
  const site = useSiteInput();
  return useQuery({
    ...trpc.public.availability.queryOptions(search ? { ...site, ...search } : skipToken),
    select: unpackAvailability,
  });
}
