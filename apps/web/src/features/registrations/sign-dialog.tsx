import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REGISTRATION_MESSAGES } from '@zamalek/domain/registrations/registration';
import { useRef, useState } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { trpcErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { SignatureCanvas, type SignatureHandle } from './signature-canvas';
import type { HouseRules } from './types';

const PAD_MESSAGE_ID = 'registration-signature-message';

/**
 * The tablet handed to the guest: the house rules in force in English and Arabic, their name and
 * a box to sign in. An empty box is asked for again here; the server keeps the signature.
 */
export function SignDialog({
  registrationId,
  name,
  rules,
  onClose,
}: {
  registrationId: string;
  name: string;
  rules: HouseRules | undefined;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const pad = useRef<SignatureHandle>(null);
  const [empty, setEmpty] = useState(false);
  const sign = useMutation(
    trpc.registrations.sign.mutationOptions({
      onSuccess: async () => {
        toast.success(`${name} signed`);
        onClose();
        await queryClient.invalidateQueries({ queryKey: trpc.registrations.ofStay.queryKey() });
      },
    }),
  );
  const submit = () => {
    if (!pad.current || pad.current.isEmpty()) {
      setEmpty(true);
      return;
    }
    sign.mutate({ registrationId, signature: pad.current.toPng() });
  };
  const failure = sign.isError
    ? (trpcErrorMessage(sign.error) ?? 'The signature could not be saved. Please try again.')
    : null;

  return (
    <Dialog open onOpenChange={(next) => !next && !sign.isPending && onClose()}>
      <DialogContent className="max-h-[96dvh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>House rules</DialogTitle>
          <DialogDescription>
            Please read the house rules, then sign in the box below.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 md:grid-cols-2">
          <section aria-label="House rules in English" className="rounded-md bg-muted/40 p-3">
            <p className="whitespace-pre-line text-sm">
              {rules?.textEn || 'No house rules have been written yet.'}
            </p>
          </section>
          <section
            aria-label="House rules in Arabic"
            dir="rtl"
            lang="ar"
            className="rounded-md bg-muted/40 p-3"
          >
            <p className="whitespace-pre-line text-sm">
              {rules?.textAr || 'لم تُكتب قواعد الإقامة بالعربية بعد.'}
            </p>
          </section>
        </div>
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="grid gap-2">
          <p className="font-medium">
            Signed by <span className="text-primary">{name}</span>
          </p>
          <SignatureCanvas
            ref={pad}
            invalid={empty}
            describedBy={PAD_MESSAGE_ID}
            onBegin={() => setEmpty(false)}
          />
          <p
            id={PAD_MESSAGE_ID}
            className={empty ? 'text-destructive text-sm' : 'text-muted-foreground text-xs'}
            role={empty ? 'alert' : undefined}
          >
            {empty
              ? REGISTRATION_MESSAGES.signature
              : 'Sign with a finger, a pen or the mouse. By signing you accept the house rules.'}
          </p>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="ghost" disabled={sign.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={sign.isPending}
            onClick={() => {
              pad.current?.clear();
              sign.reset();
            }}
          >
            Clear
          </Button>
          <Button type="button" disabled={sign.isPending} onClick={submit}>
            {sign.isPending && <Spinner label="Saving the signature" />}
            {sign.isPending ? 'Signing...' : 'Sign'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
