import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

const ReportDirty = createContext<((dirty: boolean) => void) | null>(null);

/**
 * A dialog holding a form: Escape, a click outside, the close button or a Cancel wired to
 * `DialogClose` ask "Discard your changes?" while the form inside reports changes
 * (`useDiscardGuard`); a pristine form closes at once. Closing after a save goes around the
 * question: set `open` to false directly.
 */
export function GuardedDialog({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const report = useCallback((next: boolean) => {
    dirty.current = next;
  }, []);

  return (
    <ReportDirty.Provider value={report}>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next && dirty.current) setAsking(true);
          else onOpenChange(next);
        }}
      >
        {children}
      </Dialog>
      <DiscardChangesDialog
        open={asking}
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          dirty.current = false;
          onOpenChange(false);
        }}
      />
    </ReportDirty.Provider>
  );
}

/** Tells the enclosing `GuardedDialog` whether its form holds changes. */
export function useDiscardGuard(dirty: boolean) {
  const report = useContext(ReportDirty);
  useEffect(() => {
    report?.(dirty);
  }, [report, dirty]);
  useEffect(() => () => report?.(false), [report]);
}

/** "Discard your changes?" with Keep editing (the default, also Escape) and Discard. */
export function DiscardChangesDialog({
  open,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onKeep()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Discard your changes?</AlertDialogTitle>
          <AlertDialogDescription>What you typed in this form will be lost.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep editing</AlertDialogCancel>
          <Button type="button" variant="destructive" onClick={onDiscard}>
            Discard
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** `useDiscardGuard` as an element, for a dialog whose form lives in the same component. */
export function DiscardGuard({ dirty }: { dirty: boolean }) {
  useDiscardGuard(dirty);
  return null;
}
