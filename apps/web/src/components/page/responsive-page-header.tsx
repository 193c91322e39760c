import type * as React from 'react';
import { PageHeader } from '@/components/page/page-header';
import { useMediaQuery } from '@/lib/use-media-query';

/**
 * PageHeader whose actions move to a row of their own on phones, instead of squeezing the
 * title and subtitle into a narrow column beside them.
 */
export function ResponsivePageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: string;
  actions?: React.ReactNode;
}) {
  const wide = useMediaQuery('(min-width: 640px)');
  if (wide || !actions) return <PageHeader title={title} subtitle={subtitle} actions={actions} />;
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <div className="-mt-3 mb-5 flex flex-wrap items-center gap-2">{actions}</div>
    </>
  );
}
