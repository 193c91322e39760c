import { PROPERTY_STATUSES } from '@zamalek/domain/locations';
import { isOneOf, isRecord } from '@zamalek/domain/type-guards';
import type { RouterOutputs } from '@/lib/router-types';

/** A property as its page and the wizard show it: where it is, whether it is open, its policies. */
export type LocationInfo = RouterOutputs['public']['property'];

/**
 * Reads tRPC's answer to GET /trpc/public.property, `{ result: { data: { json: info } } }`;
 * undefined when it is not one.
 */
export function locationOfAnswer(body: unknown): LocationInfo | undefined {
  if (!isRecord(body) || !isRecord(body.result) || !isRecord(body.result.data)) return undefined;
  const info = body.result.data.json;
  if (!isRecord(info)) return undefined;
  const { slug, status, propertyName, propertyNameAr, address, addressAr, phone } = info;
  const { checkInTime, checkOutTime, cancellationPolicy, houseRules, contactEmail, whatsapp } =
    info;
  if (!isOneOf(PROPERTY_STATUSES, status)) return undefined;
  if (propertyNameAr !== null && typeof propertyNameAr !== 'string') return undefined;
  if (addressAr !== null && typeof addressAr !== 'string') return undefined;
  if (
    typeof slug !== 'string' ||
    typeof propertyName !== 'string' ||
    typeof address !== 'string' ||
    typeof phone !== 'string' ||
    typeof checkInTime !== 'string' ||
    typeof checkOutTime !== 'string' ||
    typeof cancellationPolicy !== 'string' ||
    typeof houseRules !== 'string' ||
    typeof contactEmail !== 'string' ||
    typeof whatsapp !== 'string'
  ) {
    return undefined;
  }
  return {
    slug,
    status,
    propertyName,
    propertyNameAr,
    address,
    addressAr,
    phone,
    checkInTime,
    checkOutTime,
    cancellationPolicy,
    houseRules,
    contactEmail,
    whatsapp,
  };
}

/** How long an answer is reused, as the guest moves between the pages that name the property. */
const FRESH_MS = 60_000;
const answers = new Map<string, { at: number; info: Promise<LocationInfo | null> }>();

/**
 * The property a page names, for its route loader (the page's head and heading need it before
 * it renders): a plain GET, like the wizard's other probes, so it needs neither TanStack Query
 * nor tRPC. Null when no property has the slug; a failed request throws (the route shows its
 * error) and is asked again next time.
 */
export function loadLocation(slug: string): Promise<LocationInfo | null> {
  const cached = answers.get(slug);
  if (cached && Date.now() - cached.at < FRESH_MS) return cached.info;
  const info = fetchLocation(slug);
  answers.set(slug, { at: Date.now(), info });
  info.catch(() => answers.delete(slug));
  return info;
}

async function fetchLocation(slug: string): Promise<LocationInfo | null> {
  const input = encodeURIComponent(JSON.stringify({ json: { property: slug } }));
  const response = await fetch(`/trpc/public.property?input=${input}`, {
    headers: { accept: 'application/json' },
  });
  if (response.status === 404) return null;
  const info = response.ok ? locationOfAnswer(await response.json()) : undefined;
  if (!info) throw new Error(`public.property answered ${response.status}`);
  return info;
}
