import type * as React from 'react';

/** The frame of a public page: a serif title, an optional lead and the page body. */
export function PublicPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: React.ReactNode;
}) {
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-12 sm:px-6 sm:py-16">
      <header className="mb-10 max-w-2xl">
        <h1 className="font-serif text-4xl text-primary sm:text-5xl">{title}</h1>
        {lead && <p className="mt-4 text-lg text-muted-foreground">{lead}</p>}
      </header>
      {children}
    </main>
  );
}
