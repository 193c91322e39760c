import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  type ReceiptField,
  type ReceiptLayout,
  receiptLayout,
} from '@zamalek/domain/ledger/receipt-layout';
import { RECEIPT_TEXT } from '@zamalek/domain/ledger/receipt-text';
import { ArrowLeftIcon, MailIcon, PrinterIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { trpcErrorMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';

/**
 * /receipt/$id: a receipt as issued, in its own language (Arabic right to left), laid out for the
 * page and for print (the back office's header and these buttons do not print).
 */
export function ReceiptPage({ id }: { id: string }) {
  const trpc = useTRPC();
  const receipt = useQuery(trpc.receipts.byId.queryOptions({ id }));
  if (receipt.isError) {
    return (
      <p role="alert" className="text-destructive">
        {trpcErrorMessage(receipt.error) ?? 'Could not load the receipt. Please reload the page.'}
      </p>
    );
  }
  if (!receipt.data) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading the receipt" />
      </div>
    );
  }
  const { number, issuedAt, document, reservationId } = receipt.data;
  return (
    <div className="mx-auto grid max-w-2xl gap-4">
      <div className="flex flex-wrap gap-2 print:hidden">
        <Link
          to="/reservation/$id"
          params={{ id: reservationId }}
          className={buttonVariants({ variant: 'outline' })}
        >
          <ArrowLeftIcon aria-hidden="true" />
          Back to the reservation
        </Link>
        <Button type="button" onClick={() => window.print()}>
          <PrinterIcon aria-hidden="true" />
          Print
        </Button>
        <MailToGuestButton id={id} what={RECEIPT_TEXT.en.title[document.series]} />
      </div>
      <ReceiptSheet layout={receiptLayout({ number, issuedAt, document })} />
    </div>
  );
}

/** Sends the document, with its PDF, to the address on the reservation (folio.post). */
function MailToGuestButton({ id, what }: { id: string; what: string }) {
  const trpc = useTRPC();
  const send = useMutation(
    trpc.receipts.mail.mutationOptions({
      onSuccess: ({ recipient }) => toast.success(`${what} sent to ${recipient}.`),
      onError: (error) =>
        toast.error(
          trpcErrorMessage(error) ?? `Could not send the ${what.toLowerCase()}. Please try again.`,
        ),
    }),
  );
  return (
    <Button
      type="button"
      variant="outline"
      disabled={send.isPending}
      onClick={() => send.mutate({ id })}
    >
      <MailIcon aria-hidden="true" />
      {send.isPending ? 'Sending…' : 'E-mail to guest'}
    </Button>
  );
}

function Ltr({ field }: { field: ReceiptField }) {
  return field.ltr ? <span dir="ltr">{field.value}</span> : field.value;
}

function Figure({ field, className }: { field: ReceiptField; className?: string }) {
  return (
    <div>
      <dt className="text-muted-foreground text-xs">{field.label}</dt>
      <dd dir={field.ltr ? 'ltr' : undefined} className={className ?? 'w-fit'}>
        {field.value}
      </dd>
    </div>
  );
}

function ReceiptSheet({ layout }: { layout: ReceiptLayout }) {
  const { issuer } = layout;
  return (
    <article
      lang={layout.language}
      dir={layout.dir}
      aria-label={layout.heading}
      className="grid gap-5 rounded-lg border bg-card p-6 text-sm shadow-sm print:border-0 print:shadow-none"
      data-testid="receipt"
    >
      <header className="grid gap-1 border-b pb-4">
        {/* Isolated: an English name or address keeps its order on an Arabic receipt. */}
        <h1 className="font-serif text-2xl text-primary">
          <bdi>{issuer.name}</bdi>
        </h1>
        {issuer.address && (
          <p>
            <bdi>{issuer.address}</bdi>
          </p>
        )}
        {issuer.phone && (
          <p dir="ltr" className="w-fit">
            {issuer.phone}
          </p>
        )}
        {issuer.taxNumber && (
          <p>
            {issuer.taxNumber.label}: <Ltr field={issuer.taxNumber} />
          </p>
        )}
      </header>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold text-xl">{layout.title}</h2>
        <p>
          {layout.number.label}{' '}
          <span dir="ltr" data-testid="receipt-number">
            {layout.number.value}
          </span>{' '}
          · {layout.issued.label} <Ltr field={layout.issued} />
        </p>
      </div>
      <dl className="grid gap-2 sm:grid-cols-2">
        {layout.parties.map((field) => (
          <Figure key={field.label} field={field} />
        ))}
      </dl>
      <table className="w-full" aria-label={layout.chargesCaption}>
        <thead>
          <tr className="border-b text-muted-foreground text-xs">
            <th className="py-1 text-start font-normal">{layout.chargesCaption}</th>
            <th className="py-1 text-end font-normal">
              <span className="sr-only">{layout.chargesTotal.label}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {layout.charges.map((charge) => (
            <tr key={charge.label} className="border-b last:border-0">
              <td className="py-1">{charge.label}</td>
              <td className="py-1 text-end tabular-nums">
                <span dir="ltr">{charge.amount}</span>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t font-medium">
            <td className="py-1">{layout.chargesTotal.label}</td>
            <td className="py-1 text-end tabular-nums">
              <Ltr field={layout.chargesTotal} />
            </td>
          </tr>
          <tr className="text-muted-foreground">
            <td className="py-1">{layout.taxes.label}</td>
            <td className="py-1 text-end tabular-nums">
              <Ltr field={layout.taxes} />
            </td>
          </tr>
        </tfoot>
      </table>
      <dl className="grid gap-2 rounded-md bg-muted/50 p-3 sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground text-xs">{layout.amount.label}</dt>
          <dd className="font-semibold text-lg" dir="ltr" data-testid="receipt-amount">
            {layout.amount.value}
          </dd>
        </div>
        {layout.method && (
          <div>
            <dt className="text-muted-foreground text-xs">{layout.method.label}</dt>
            <dd>
              {layout.method.value}
              {layout.method.tendered && (
                <>
                  {' · '}
                  {layout.method.tendered.label} <Ltr field={layout.method.tendered} />
                </>
              )}
            </dd>
          </div>
        )}
        {layout.corrects.map((field) => (
          <Figure key={field.label} field={field} />
        ))}
        <Figure field={layout.paidSoFar} />
        <Figure field={layout.balance} />
      </dl>
    </article>
  );
}
