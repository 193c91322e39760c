import { useMutation, useQuery } from '@tanstack/react-query';
import { MailIcon } from 'lucide-react';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { trpcErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { StatementFileButtons } from './statement-file-buttons';
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
        actions={
          <div className="flex flex-wrap gap-2">
            <StatementFileButtons id={id} content={content} />
            <MailToLandlordButton id={id} />
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

/** Sends the statement, with its PDF, to the landlord's e-mail address (again). */
function MailToLandlordButton({ id }: { id: string }) {
  const trpc = useTRPC();
  const send = useMutation(
    trpc.landlords.mailStatement.mutationOptions({
      onSuccess: ({ recipient }) => toast.success(`Statement sent to ${recipient}.`),
      onError: (error) =>
        toast.error(trpcErrorMessage(error) ?? 'Could not send the statement. Please try again.'),
    }),
  );
  return (
    <Button type="button" size="sm" disabled={send.isPending} onClick={() => send.mutate({ id })}>
      <MailIcon aria-hidden="true" />
      {send.isPending ? 'Sending…' : 'Send to landlord'}
    </Button>
  );
}
