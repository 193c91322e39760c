import { useQueryClient } from '@tanstack/react-query';
import type { FolioEntry } from '@zamalek/domain/ledger/folio-view';
import { useState } from 'react';
import { FormDialog } from '@/components/form/form-dialog';
import { DialogContent } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { ChargeForm } from './charge-form';
import { CorrectForm } from './correct-form';
import { KeepSecurityForm } from './keep-security-form';
import { MoveChargeForm } from './move-charge-form';
import { PaymentForm } from './payment-form';
import { RefundForm } from './refund-form';

export type FolioAction =
  | { kind: 'charge' }
  | { kind: 'payment' }
  | { kind: 'refund' }
  | { kind: 'keepSecurity'; heldMinor: number }
  | { kind: 'move'; entry: FolioEntry; payers: readonly string[] }
  | { kind: 'correct'; entry: FolioEntry };

/** What the folio's forms share: the stay, and what to do once the server took the entry. */
export interface FolioFormProps {
  reservationId: string;
  balanceMinor: number;
  onPosted: (message: string) => Promise<void>;
}

/**
 * The dialog of one folio action: a charge, a payment, a refund, keeping a security deposit, a
 * correction or moving a charge to a company's account.
 */
export function FolioActionDialog({
  reservationId,
  action,
  balanceMinor,
  onClose,
}: {
  reservationId: string;
  action: FolioAction;
  balanceMinor: number;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(true);
  const props: FolioFormProps = {
    reservationId,
    balanceMinor,
    onPosted: async (message) => {
      toast.success(message);
      onClose();
      await queryClient.invalidateQueries({ queryKey: trpc.folios.pathKey() });
    },
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClose();
      }}
    >
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-lg">
        {action.kind === 'charge' && <ChargeForm {...props} />}
        {action.kind === 'payment' && <PaymentForm {...props} />}
        {action.kind === 'refund' && <RefundForm {...props} />}
        {action.kind === 'keepSecurity' && (
          <KeepSecurityForm {...props} heldMinor={action.heldMinor} />
        )}
        {action.kind === 'correct' && <CorrectForm {...props} entry={action.entry} />}
        {action.kind === 'move' && (
          <MoveChargeForm {...props} entry={action.entry} payers={action.payers} />
        )}
      </DialogContent>
    </FormDialog>
  );
}
