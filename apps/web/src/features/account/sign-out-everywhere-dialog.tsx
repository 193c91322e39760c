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
import { Spinner } from '@/components/ui/spinner';
import { useSignOutEverywhere } from '@/lib/auth';

/** Confirms ending every session of the user, this one included; then on to the sign-in page. */
export function SignOutEverywhereDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const signOut = useSignOutEverywhere();
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !signOut.isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Sign out everywhere?</AlertDialogTitle>
          <AlertDialogDescription>
            You are signed out on every device and browser, this one included, and sign in again
            with your password. Use it after signing in on a shared or lost device.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={signOut.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button: the dialog stays open until the server has answered. */}
          <Button
            variant="destructive"
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
          >
            {signOut.isPending && <Spinner label="Signing out" />}
            Sign out everywhere
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
