import type { ReactNode } from 'react';

/**
 * The frame of a public page: an eyebrow, a serif title, an optional lead and the page body.
 * `<main id="main">` is where the layout's skip link lands.
 */
export function PublicPage({
  title,
  eyebrow,
  lead,
  children,
}: {
  title: string;
  eyebrow?: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 sm:px-6 sm:py-16">
      <header className="mb-10 max-w-3xl sm:mb-12">
        {eyebrow && (
          <p className="mb-3 font-medium text-brand text-xs uppercase tracking-[0.3em]">
            {eyebrow}
          </p>
        )}
        <h1 className="font-serif text-4xl text-primary leading-tight sm:text-5xl">{title}</h1>
        {lead && <p className="mt-4 text-lg text-muted-foreground leading-relaxed">{lead}</p>}
      </header>
      {children}
    </main>
  );
}

/** A titled section of a public page (h2), with an optional intro paragraph. */
export function PageSection({
  id,
  title,
  intro,
  children,
  className,
}: {
  id: string;
  title: string;
  intro?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={className ?? 'mt-14 sm:mt-20'}>
      <h2 id={id} className="font-serif text-3xl text-primary sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-3 max-w-3xl text-muted-foreground leading-relaxed">{intro}</p>}
      {children}
    </section>
  );
}
