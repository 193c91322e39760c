import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/page/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { trpcErrorMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { monthName, StatementView } from './statement-view';

/** /statement/:id: a landlord's statement as it was issued. */
export function StatementPage({ id }: { id: string }) {
  const trpc = useTRPC();
  const statement = useQuery(trpc.landlords.statement.queryOptions({ id }));
  if (statement.error) {
    return (
      <p role="alert" className="text-destructive">
        {trpcErrorMessage(statement.error) ??
          'Could not load the statement. Please reload the page.'}
      </p>
    );
  }
  if (!statement.data) return <Spinner label="Loading the statement" />;
  const { content } = statement.data;
  return (
    <div className="mx-auto grid max-w-5xl gap-6 [&>*]:min-w-0">
      <PageHeader
        title={`Statement ${content.number}: ${monthName(content.month)}`}
        subtitle={`${content.landlordName} · issued and locked`}
      />
      <Card>
        <CardContent className="pt-6">
          <StatementView content={content} />
        </CardContent>
      </Card>
    </div>
  );
}
