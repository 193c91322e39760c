import { KeyRoundIcon, MonitorSmartphoneIcon } from 'lucide-react';
import { DropdownMenuGroup, DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { ChangePasswordDialog } from '@/features/account/change-password-dialog';
import { SignOutEverywhereDialog } from '@/features/account/sign-out-everywhere-dialog';

export type AccountDialog = 'change-password' | 'sign-out-everywhere';

/** The user menu's own-account entries; each opens its dialog (kept outside the menu). */
export function AccountMenuItems({ onOpen }: { onOpen: (dialog: AccountDialog) => void }) {
  return (
    <DropdownMenuGroup>
      <DropdownMenuItem onSelect={() => onOpen('change-password')}>
        <KeyRoundIcon aria-hidden="true" />
        Change password
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => onOpen('sign-out-everywhere')}>
        <MonitorSmartphoneIcon aria-hidden="true" />
        Sign out everywhere
      </DropdownMenuItem>
    </DropdownMenuGroup>
  );
}

/** The dialogs the account entries open; rendered beside the menu, which closes on select. */
export function AccountDialogs({
  open,
  onClose,
}: {
  open: AccountDialog | null;
  onClose: () => void;
}) {
  return (
    <>
      <ChangePasswordDialog open={open === 'change-password'} onClose={onClose} />
      <SignOutEverywhereDialog open={open === 'sign-out-everywhere'} onClose={onClose} />
    </>
  );
}
