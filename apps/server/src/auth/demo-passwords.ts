import type { Db } from '@zamalek/db/client';
import { listActiveCredentials } from '@zamalek/db/queries/users';
import { DEMO_PASSWORD } from '@zamalek/db/seed-data';
import { ROLES, type Role, roleLabel } from '@zamalek/domain/roles';
import { verifyPassword } from './password';

/** What the warning names an account by: its role, or owner (none: no role anywhere). */
type AccountKind = Role | 'owner' | null;
const KINDS: readonly AccountKind[] = [...ROLES, 'owner', null];
const kindLabel = (kind: AccountKind) => (kind === 'owner' ? 'Owner' : roleLabel(kind));

/** The roles of the enabled accounts whose password is still the demo's shared one. */
export async function rolesOnDemoPassword(db: Db): Promise<AccountKind[]> {
  const roles: AccountKind[] = [];
  // One at a time: argon2 is slow on purpose, and this must not crowd out requests at start-up.
  for (const account of await listActiveCredentials(db)) {
    if (await verifyPassword(account.passwordHash, DEMO_PASSWORD)) {
      roles.push(account.owner ? 'owner' : (account.roles[0] ?? null));
    }
  }
  return roles;
}

/** "2 accounts (Admin, Front Desk) still sign in with …", or null when none does. No e-mails. */
export function demoPasswordWarning(roles: readonly AccountKind[]): string | null {
  if (roles.length === 0) return null;
  const which = KINDS.flatMap((kind) => {
    const count = roles.filter((candidate) => candidate === kind).length;
    if (count === 0) return [];
    return [count > 1 ? `${count} × ${kindLabel(kind)}` : kindLabel(kind)];
  });
  const accounts = roles.length === 1 ? '1 active account' : `${roles.length} active accounts`;
  return (
    `${accounts} (${which.join(', ')}) still sign${roles.length === 1 ? 's' : ''} in with the ` +
    'demo password everyone knows. Before this site is used for real: each person signs in and ' +
    'chooses "Change password" in the user menu, or an admin sets a new password with "Reset ' +
    'password" on the Users page (or disables the account there). `pnpm create-admin` adds a ' +
    'real admin.'
  );
}

/** Checked at every start, in the background; says how to fix it, never who. */
export async function warnAboutDemoPasswords(
  db: Db,
  log: { warn(message: string): void; warn(details: object, message: string): void },
): Promise<void> {
  try {
    const warning = demoPasswordWarning(await rolesOnDemoPassword(db));
    if (warning) log.warn(warning);
  } catch (error) {
    log.warn({ err: error }, 'could not check the accounts for the demo password');
  }
}
