import { useQuery } from '@tanstack/react-query';
import { addDaysIso } from '@zamalek/domain/dates';
import { differenceText, drawerDifference, handOversFileName } from '@zamalek/domain/ledger/cash';
import { formatLedgerAmount } from '@zamalek/domain/money';
import { can } from '@zamalek/domain/roles';
import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useAuth } from '@/lib/auth';
import { downloadFile } from '@/lib/download';
import { trpcErrorMessage } from '@/lib/errors';
import type { RouterOutputs } from '@/lib/router-types';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { usePropertyToday } from '@/lib/use-property-today';
import { HandOverDialog } from './hand-over-dialog';
import { OpenDrawerForm } from './open-drawer-form';

type Overview = RouterOutputs['cash']['overview'];
type HeldDrawer = Overview['held'][number];

const both = (cash: { usdMinor: number; egpMinor: number }) =>
  `${formatLedgerAmount(cash.usdMinor, 'USD')} · ${formatLedgerAmount(cash.egpMinor, 'EGP')}`;

/**
 * /cash: one's own drawer (opened with a float, or by the first cash taken) and what it should
 * hold; for supervisors, the cash still held at the desk, receiving a drawer by counting it, and
 * the last month's hand-overs with their exports.
 */
export function CashPage() {
  const trpc = useTRPC();
  const auth = useAuth();
  const overview = useQuery(trpc.cash.overview.queryOptions());
  const [receiving, setReceiving] = useState<HeldDrawer | null>(null);
  const supervisor = can(auth, 'cash.handover');
  const data = overview.data;

  return (
    <div className="mx-auto grid max-w-5xl gap-6 [&>*]:min-w-0">
      <PageHeader
        title="Cash"
        subtitle="Cash taken or paid out goes through the drawer of whoever handles it, until it is handed over and counted."
      />
      {overview.isError ? (
        <p role="alert" className="text-destructive">
          {trpcErrorMessage(overview.error) ?? 'Could not load the cash. Please reload the page.'}
        </p>
      ) : !data ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading the cash" />
        </div>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2 className="text-lg">Your drawer</h2>
              </CardTitle>
              <CardDescription>
                {data.mine
                  ? `Open since ${data.mine.openedAt}.`
                  : 'No drawer open. Open it with the float you were given; the first cash you take opens one without a float.'}
              </CardDescription>
            </CardHeader>
            <CardContent>
              {data.mine ? (
                <dl className="grid gap-3 sm:grid-cols-3" aria-label="Your drawer">
                  <div>
                    <dt className="text-muted-foreground text-xs">Float</dt>
                    <dd>{both(data.mine.float)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground text-xs">Taken less paid out</dt>
                    <dd>{both(data.mine.taken)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground text-xs">Should hold</dt>
                    <dd className="font-semibold" data-testid="my-drawer-expected">
                      {both(data.mine.expected)}
                    </dd>
                  </div>
                </dl>
              ) : (
                <OpenDrawerForm />
              )}
            </CardContent>
          </Card>
          {supervisor && <HeldCash held={data.held} onReceive={(drawer) => setReceiving(drawer)} />}
          {supervisor && <HandOvers handOvers={data.handOvers} />}
        </>
      )}
      {receiving && <HandOverDialog drawer={receiving} onClose={() => setReceiving(null)} />}
    </div>
  );
}

function HeldCash({
  held,
  onReceive,
}: {
  held: Overview['held'];
  onReceive: (drawer: HeldDrawer) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Cash held at the desk</h2>
        </CardTitle>
        <CardDescription>
          Drawers not handed over yet, and what each should hold. A drawer is received by someone
          other than its holder, who counts it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {held.length === 0 ? (
          <p className="text-muted-foreground text-sm">Every drawer has been handed over.</p>
        ) : (
          <Table aria-label="Cash held at the desk" scrollLabel="Cash held at the desk, scrollable">
            <TableHeader>
              <TableRow>
                <TableHead>Held by</TableHead>
                <TableHead>Open since</TableHead>
                <TableHead className="text-right">Should hold</TableHead>
                <TableHead>
                  <span className="sr-only">Receive</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {held.map((drawer) => (
                <TableRow key={drawer.id}>
                  <TableCell>{drawer.holderName ?? '—'}</TableCell>
                  <TableCell>{drawer.openedAt}</TableCell>
                  <TableCell className="text-right tabular-nums">{both(drawer.expected)}</TableCell>
                  <TableCell className="text-right">
                    {!drawer.mine && (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => onReceive(drawer)}
                        aria-label={`Receive the drawer of ${drawer.holderName ?? 'this holder'}`}
                      >
                        Receive
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

function HandOvers({ handOvers }: { handOvers: Overview['handOvers'] }) {
  const today = usePropertyToday();
  const range = { from: addDaysIso(today, -30), to: addDaysIso(today, 1) };
  const [exporting, setExporting] = useState(false);
  const download = async (extension: 'csv' | 'xlsx') => {
    setExporting(true);
    try {
      const query = new URLSearchParams(range).toString();
      const name = await downloadFile(`/api/cash/hand-overs.${extension}?${query}`, {
        fallbackName: handOversFileName(range.from, range.to, extension),
      });
      toast.success('Hand-overs exported', { description: name });
    } catch {
      toast.error('Failed to export the hand-overs', { description: 'Please try again.' });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Hand-overs</h2>
        </CardTitle>
        <CardDescription>
          The last 30 days' drawers, as counted when they were received.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap gap-2">
          {(['csv', 'xlsx'] as const).map((extension) => (
            <Button
              key={extension}
              type="button"
              variant="outline"
              size="sm"
              disabled={exporting}
              onClick={() => void download(extension)}
            >
              <DownloadIcon aria-hidden="true" />
              Export {extension === 'csv' ? 'CSV' : 'Excel'}
            </Button>
          ))}
        </div>
        {handOvers.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            No drawer handed over in the last 30 days.
          </p>
        ) : (
          <Table aria-label="Hand-overs" scrollLabel="Hand-overs, scrollable">
            <TableHeader>
              <TableRow>
                <TableHead>Handed over</TableHead>
                <TableHead>Held by</TableHead>
                <TableHead>Received by</TableHead>
                <TableHead className="text-right">Counted</TableHead>
                <TableHead className="text-right">Difference</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {handOvers.map((row) => {
                const difference = drawerDifference(row.expected, row.counted);
                return (
                  <TableRow key={row.id}>
                    <TableCell>{row.handedOverAt}</TableCell>
                    <TableCell>{row.holderName ?? '—'}</TableCell>
                    <TableCell>{row.receivedByName ?? '—'}</TableCell>
                    <TableCell className="text-right tabular-nums">{both(row.counted)}</TableCell>
                    <TableCell className="text-right">
                      {differenceText(difference.usdMinor, 'USD')} ·{' '}
                      {differenceText(difference.egpMinor, 'EGP')}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
