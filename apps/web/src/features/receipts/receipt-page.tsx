import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatLongDate } from '@zamalek/domain/dates';
import type { ReceiptDocument } from '@zamalek/domain/ledger/receipt';
import { RECEIPT_TEXT } from '@zamalek/domain/ledger/receipt-text';
import { formatLedgerAmount } from '@zamalek/domain/money';
import { ArrowLeftIcon, PrinterIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
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
      </div>
      <ReceiptSheet number={number} issuedAt={issuedAt} document={document} />
    </div>
  );
}

function ReceiptSheet({
  number,
  issuedAt,
  document,
}: {
  number: string;
  issuedAt: string;
  document: ReceiptDocument;
}) {
  const text = RECEIPT_TEXT[document.language];
  const money = (minor: number) => formatLedgerAmount(minor, document.currency);
  const { issuer, stay } = document;
  return (
    <article
      lang={document.language}
      dir={document.language === 'ar' ? 'rtl' : 'ltr'}
      aria-label={`${text.title[document.series]} ${number}`}
      className="grid gap-5 rounded-lg border bg-card p-6 text-sm shadow-sm print:border-0 print:shadow-none"
      data-testid="receipt"
    >
      <header className="grid gap-1 border-b pb-4">
        <h1 className="font-serif text-2xl text-primary">{issuer.name}</h1>
        {issuer.address && <p>{issuer.address}</p>}
        {issuer.phone && (
          <p dir="ltr" className="w-fit">
            {issuer.phone}
          </p>
        )}
        {issuer.taxNumber && (
          <p>
            {text.taxNumber}: <span dir="ltr">{issuer.taxNumber}</span>
          </p>
        )}
      </header>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold text-xl">{text.title[document.series]}</h2>
        <p>
          {text.number}{' '}
          <span dir="ltr" data-testid="receipt-number">
            {number}
          </span>{' '}
          · {text.issued} <span dir="ltr">{issuedAt}</span>
        </p>
      </div>
      <dl className="grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground text-xs">
            {document.series === 'receipt' ? text.receivedFrom : text.paidTo}
          </dt>
          <dd>{document.receiver.name}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">{text.stay}</dt>
          <dd dir="ltr" className="w-fit">
            {stay.reference}
          </dd>
        </div>
        {stay.room && (
          <div>
            <dt className="text-muted-foreground text-xs">{text.room}</dt>
            <dd>{stay.room}</dd>
          </div>
        )}
        <div>
          <dt className="text-muted-foreground text-xs">{text.nights}</dt>
          <dd dir="ltr" className="w-fit">
            {formatLongDate(stay.checkIn)} – {formatLongDate(stay.checkOut)}
          </dd>
        </div>
      </dl>
      <table className="w-full" aria-label={text.charges}>
        <thead>
          <tr className="border-b text-muted-foreground text-xs">
            <th className="py-1 text-start font-normal">{text.charges}</th>
            <th className="py-1 text-end font-normal">
              <span className="sr-only">{text.chargesTotal}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {document.charges.map((charge) => (
            <tr key={`${charge.kind}:${charge.code ?? ''}`} className="border-b last:border-0">
              <td className="py-1">
                {charge.kind === 'room' || charge.kind === 'allowance'
                  ? text.kinds[charge.kind]
                  : `${text.kinds[charge.kind]}: ${charge.label}`}
              </td>
              <td className="py-1 text-end tabular-nums">
                <span dir="ltr">{money(charge.amountMinor)}</span>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t font-medium">
            <td className="py-1">{text.chargesTotal}</td>
            <td className="py-1 text-end tabular-nums">
              <span dir="ltr">{money(document.chargesMinor)}</span>
            </td>
          </tr>
          <tr className="text-muted-foreground">
            <td className="py-1">{text.ofWhichTaxes}</td>
            <td className="py-1 text-end tabular-nums">
              <span dir="ltr">{money(document.taxesMinor)}</span>
            </td>
          </tr>
        </tfoot>
      </table>
      <dl className="grid gap-2 rounded-md bg-muted/50 p-3 sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground text-xs">{text.amount[document.series]}</dt>
          <dd className="font-semibold text-lg" dir="ltr" data-testid="receipt-amount">
            {money(document.amountMinor)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">{text.method}</dt>
          <dd>
            {text.methods[document.method]}
            {document.tendered && (
              <>
                {' · '}
                {text.tendered}{' '}
                <span dir="ltr">
                  {formatLedgerAmount(document.tendered.amountMinor, document.tendered.currency)}
                </span>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">{text.paidSoFar}</dt>
          <dd dir="ltr" className="w-fit">
            {money(document.paidMinor)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">
            {document.balanceMinor < 0 ? text.credit : text.balance}
          </dt>
          <dd dir="ltr" className="w-fit">
            {money(Math.abs(document.balanceMinor))}
          </dd>
        </div>
      </dl>
    </article>
  );
}
