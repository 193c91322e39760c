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

const ReportChanges = createContext<((dirty: boolean) => void) | null>(null);

/**
 * "Discard your changes?" for a form that can be closed (a dialog, a page's edit mode):
 * `requestClose` closes at once while the form is pristine and asks first while it holds
 * changes. The form reports them with `useDiscardGuard(form)` from inside `guard(…)`, which also
 * renders the question. Closing after a save goes around it: close directly.
 */
export function useFormDialog(onClose: () => void) {
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const report = useCallback((next: boolean) => {
    dirty.current = next;
  }, []);
  const requestClose = () => {
    if (dirty.current) setAsking(true);
    else onClose();
  };
  const guard = (children: ReactNode) => (
    <ReportChanges.Provider value={report}>
      {children}
      <DiscardChangesDialog
        open={asking}
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          dirty.current = false;
          onClose();
        }}
      />
    </ReportChanges.Provider>
  );
  return { requestClose, guard };
}

/**
 * A dialog holding a form: Escape, a click outside, the close button or a Cancel wired to
 * `DialogClose` ask "Discard your changes?" while the form inside holds changes
 * (`useDiscardGuard`); a pristine form closes at once. Closing after a save goes around the
 * question: set `open` to false directly.
 */
export function FormDialog({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const { requestClose, guard } = useFormDialog(() => onOpenChange(false));
  return guard(
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
      {children}
    </Dialog>,
  );
}

/** Tells the enclosing `FormDialog` (or `useFormDialog`'s guard) whether the form holds changes. */
export function useDiscardGuard(form: { formState: { isDirty: boolean } }) {
  const { isDirty } = form.formState;
  const report = useContext(ReportChanges);
  useEffect(() => {
    report?.(isDirty);
  }, [report, isDirty]);
  useEffect(() => () => report?.(false), [report]);
}

/** "Discard your changes?" with Keep editing (the default, also Escape) and Discard. */
function DiscardChangesDialog({
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
