import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '@/components/page/page-header';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { trpcErrorMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { StatementFileButtons } from '../landlords/statement-file-buttons';
import { monthName, StatementView } from '../landlords/statement-view';

/** /owner/statement/:id: one of the landlord's own statements, as it was issued. */
export function OwnStatementPage({ id }: { id: string }) {
  const trpc = useTRPC();
  const statement = useQuery(trpc.landlordPortal.statement.queryOptions({ id }));
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
        actions={
          <div className="flex flex-wrap gap-2">
            <StatementFileButtons id={id} content={content} />
            <Link to="/owner" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              Your rooms
            </Link>
          </div>
        }
      />
      <Card>
        <CardContent>
          <StatementView content={content} />
        </CardContent>
      </Card>
    </div>
  );
}
