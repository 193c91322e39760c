import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatLongDate } from '@zamalek/domain/dates';
import { formatLedgerAmount } from '@zamalek/domain/money';
import { useState } from 'react';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { trpcErrorMessage } from '@/lib/errors';
import type { RouterOutputs } from '@/lib/router-types';
import { useTRPC } from '@/lib/trpc';
import { PayoutDialog } from '../folio/payout-dialog';
import { ExpenseDialog } from './expense-dialog';
import { IssueStatementDialog } from './issue-statement-dialog';
import { LandlordAccessDialog, PortalFiguresDialog } from './landlord-access-dialogs';
import {
  AddLandlordDialog,
  BASIS_CHOICES,
  EXPENSE_LABELS,
  RECOGNITION_CHOICES,
  TermsDialog,
} from './landlord-dialogs';
import { RoomsDialog } from './rooms-dialog';
import { monthName } from './statement-view';

type Landlord = RouterOutputs['landlords']['list'][number];
type Action = 'rooms' | 'terms' | 'issue' | 'pay' | 'expense' | 'login' | 'figures';
type Open = { kind: Action; landlord: Landlord } | { kind: 'add' };

const usd = (minor: number) => formatLedgerAmount(minor, 'USD');

/**
 * /landlords: each landlord's rooms and terms, what they are owed, their statements (issued and
 * locked, month after month) and paying them.
 */
export function LandlordsPage() {
  const trpc = useTRPC();
  const list = useQuery(trpc.landlords.list.queryOptions());
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const owners = new Map(
    (list.data ?? []).flatMap((landlord) =>
      landlord.rooms.map((room) => [room.unitId, landlord.name] as const),
    ),
  );
  return (
    <div className="mx-auto grid max-w-5xl gap-6 [&>*]:min-w-0">
      <PageHeader
        title="Landlords"
        subtitle="Each landlord's share of what their rooms earn, from the ledger, in a statement a month."
        actions={<Button onClick={() => setOpen({ kind: 'add' })}>Add landlord</Button>}
      />
      {list.error ? (
        <p role="alert" className="text-destructive">
          {trpcErrorMessage(list.error) ?? 'Could not load the landlords. Please reload the page.'}
        </p>
      ) : !list.data ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading the landlords" />
        </div>
      ) : list.data.length === 0 ? (
        <p className="text-muted-foreground">
          No landlords yet. Add one, then give them their rooms.
        </p>
      ) : (
        list.data.map((landlord) => (
          <LandlordCard
            key={landlord.id}
            landlord={landlord}
            onOpen={(kind) => setOpen({ kind, landlord })}
          />
        ))
      )}
      {open?.kind === 'add' && <AddLandlordDialog onClose={close} />}
      {open?.kind === 'rooms' && (
        <RoomsDialog landlord={open.landlord} owners={owners} onClose={close} />
      )}
      {open?.kind === 'terms' && (
        <TermsDialog
          landlord={open.landlord}
          defaultFrom={`${open.landlord.nextMonth}-01`}
          onClose={close}
        />
      )}
      {open?.kind === 'issue' && <IssueStatementDialog landlord={open.landlord} onClose={close} />}
      {open?.kind === 'expense' && <ExpenseDialog landlord={open.landlord} onClose={close} />}
      {open?.kind === 'login' && <LandlordAccessDialog landlord={open.landlord} onClose={close} />}
      {open?.kind === 'figures' && <PortalFiguresDialog landlord={open.landlord} onClose={close} />}
      {open?.kind === 'pay' && (
        <PayoutDialog
          name={open.landlord.name}
          payee={{ kind: 'landlord', landlordId: open.landlord.id }}
          owedMinor={open.landlord.owedMinor}
          onClose={close}
        />
      )}
    </div>
  );
}

function LandlordCard({
  landlord,
  onOpen,
}: {
  landlord: Landlord;
  onOpen: (kind: Action) => void;
}) {
  const terms = landlord.inForce;
  return (
    <Card role="region" aria-labelledby={`landlord-${landlord.id}`}>
      <CardHeader>
        <CardTitle>
          <h2 id={`landlord-${landlord.id}`} className="text-lg">
            {landlord.name}
          </h2>
        </CardTitle>
        <CardDescription>
          {landlord.email ?? 'No e-mail'} · statements in{' '}
          {landlord.language === 'ar' ? 'Arabic' : 'English'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">Rooms</dt>
          <dd>
            {landlord.rooms.length === 0
              ? 'None yet'
              : landlord.rooms.map((room) => room.name).join(', ')}
          </dd>
          <dt className="text-muted-foreground">Terms today</dt>
          <dd>
            {terms
              ? `${terms.shareBp / 100} % of ${BASIS_CHOICES[terms.basis].toLowerCase()}${
                  terms.managementFeeBp > 0 ? `, less a ${terms.managementFeeBp / 100} % fee` : ''
                }; ${RECOGNITION_CHOICES[terms.recognition].toLowerCase()}; pays ${
                  terms.ownerPays.length === 0
                    ? 'no expenses'
                    : terms.ownerPays.map((kind) => EXPENSE_LABELS[kind].toLowerCase()).join(', ')
                } (from ${formatLongDate(terms.effectiveFrom)})`
              : 'None yet'}
          </dd>
          <dt className="text-muted-foreground">Login</dt>
          <dd>{landlord.login ?? 'None yet'}</dd>
          <dt className="text-muted-foreground">Owed</dt>
          <dd className="font-semibold tabular-nums" data-testid="landlord-owed">
            {landlord.owedMinor < 0
              ? `Owes back ${usd(-landlord.owedMinor)}`
              : usd(landlord.owedMinor)}
          </dd>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => onOpen('rooms')}>
            Rooms
          </Button>
          <Button size="sm" variant="outline" onClick={() => onOpen('terms')}>
            New terms
          </Button>
          <Button size="sm" onClick={() => onOpen('issue')}>
            Issue statement
          </Button>
          <Button size="sm" variant="outline" onClick={() => onOpen('login')}>
            Login
          </Button>
          <Button size="sm" variant="outline" onClick={() => onOpen('figures')}>
            Figures shown
          </Button>
          {terms && terms.ownerPays.length > 0 && (
            <Button size="sm" variant="outline" onClick={() => onOpen('expense')}>
              Add expense
            </Button>
          )}
          {landlord.owedMinor > 0 && (
            <Button size="sm" variant="outline" onClick={() => onOpen('pay')}>
              Pay
            </Button>
          )}
        </div>
        {landlord.statements.length > 0 && (
          <ul className="grid gap-1" aria-label={`Statements of ${landlord.name}`}>
            {landlord.statements.map((statement) => (
              <li key={statement.id} className="flex flex-wrap justify-between gap-2 border-t pt-1">
                <Link
                  to="/statement/$id"
                  params={{ id: statement.id }}
                  className="font-medium underline-offset-4 hover:underline"
                >
                  Statement {statement.number}: {monthName(statement.month)}
                </Link>
                <span className="text-muted-foreground tabular-nums">
                  earned {usd(statement.shareMinor)} · owed after {usd(statement.balanceMinor)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
