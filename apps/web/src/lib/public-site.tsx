import { createContext, type ReactNode, useContext } from 'react';

/**
 * The property a public page is about, by its slug (`/locations/<slug>`, `/book?location=<slug>`);
 * undefined where the page names none (the installation's only open property).
 */
const PublicSiteContext = createContext<string | undefined>(undefined);

/** Names the property for every public call of the page below. */
export function PublicSiteProvider({
  property,
  children,
}: {
  property: string | undefined;
  children: ReactNode;
}) {
  return <PublicSiteContext value={property}>{children}</PublicSiteContext>;
}

/** The slug of the property the page is about, if it names one. */
export function useSiteProperty(): string | undefined {
  return useContext(PublicSiteContext);
}

/**
 * What a public call names: `{ property }`, or nothing where the page names none. Spread into a
 * call's input (`{ ...site, stay, guests }`): each property's answers are cached apart.
 */
export function useSiteInput(): { property: string } | undefined {
  const property = useSiteProperty();
  return property === undefined ? undefined : { property };
}
