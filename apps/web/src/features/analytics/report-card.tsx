import type { ReactNode } from 'react';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

/** A report's card: a titled section with its own controls and a quiet "updating" mark. */
export function ReportCard({
  title,
  description,
  actions,
  updating = false,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  updating?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} className="min-w-0 gap-4 py-4 md:py-6" role="region">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3 px-3 sm:px-4 md:px-6">
        <div className="grid min-w-0 gap-1">
          <h2 id={titleId} className="flex items-center gap-2 font-semibold text-lg leading-tight">
            {title}
            {updating && <Spinner className="size-4 text-muted-foreground" label="Updating" />}
          </h2>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {actions && (
          <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">{actions}</div>
        )}
      </CardHeader>
      <CardContent className="px-3 sm:px-4 md:px-6">{children}</CardContent>
    </Card>
  );
}
