/**
 * The property the staff screens act at, for someone who works at several: named by the
 * address (`?property=<slug>`), remembered in this browser for the next visit, and sent with
 * every call (`X-Property`, or `?property=` on the WebSocket). Someone who works at one names
 * none: the server acts at their only one.
 */
const REMEMBERED = 'zamalek.property';

function remembered(): string | null {
  try {
    return window.localStorage.getItem(REMEMBERED);
  } catch {
    return null;
  }
}

/** Makes `slug` (null: none) the property this browser's calls name from now on. */
export function remember(slug: string | null): void {
  try {
    if (slug === null) window.localStorage.removeItem(REMEMBERED);
    else window.localStorage.setItem(REMEMBERED, slug);
  } catch {
    // Private modes without storage: the address still names the property.
  }
}

/** The property the calls name: the address's, else the one last chosen in this browser. */
export function chosenProperty(): string | null {
  const named = new URLSearchParams(window.location.search).get('property');
  if (named) {
    if (named !== remembered()) remember(named);
    return named;
  }
  return remembered();
}

/**
 * Acts at `slug` from now on: remembered here, and the address's `?property=` (a building the
 * user does not work at, say) replaced with it, so the next calls name it.
 */
export function settleAt(slug: string): void {
  remember(slug);
  const url = new URL(window.location.href);
  if (!url.searchParams.has('property')) return;
  url.searchParams.set('property', slug);
  window.history.replaceState(window.history.state, '', url);
}

/** What names the chosen property on a call to the server (none when none is chosen). */
export function propertyHeaders(): Record<string, string> {
  const property = chosenProperty();
  return property === null ? {} : { 'x-property': property };
}

/**
 * Opens the back office at another property. A whole new page: no answer, cached query or live
 * socket of the other building is carried over.
 */
export function switchProperty(slug: string, path = '/admin'): void {
  remember(slug);
  window.location.assign(`${path}?property=${encodeURIComponent(slug)}`);
}

/** Forgets the property chosen in this browser (signing out: the next person chooses anew). */
export function forgetProperty(): void {
  remember(null);
}

interface SessionPlace {
  property: { slug: string } | null;
  properties: readonly { slug: string }[];
}

/**
 * The property to open when the session acts at none although the user works at some (several
 * and none named, or one remembered here they no longer work at): their first; else null.
 */
export function propertyToSettle(session: SessionPlace): string | null {
  const [first] = session.properties;
  return session.property === null && first ? first.slug : null;
}
