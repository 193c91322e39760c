import type * as React from 'react';

/** Title row of a back-office page, with optional subtitle, leading element and actions. */
export function PageHeader({
  title,
  subtitle,
  leading,
  actions,
}: {
  title: string;
  subtitle?: string;
  leading?: React.ReactNode;
  actions?: React.ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-center gap-3">
      {leading}
      <div className="min-w-0 flex-1">
        <h1 className="font-serif text-3xl text-primary">{title}</h1>
        {subtitle && <p className="mt-1 text-muted-foreground text-sm">{subtitle}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
