import { Link } from '@tanstack/react-router';
import { displayName, initials } from '@zamalek/domain/auth';
import { type CapabilityHolder, can, type Role, roleLabel } from '@zamalek/domain/roles';
import {
  BarChart3Icon,
  BedDoubleIcon,
  CalendarDaysIcon,
  ChevronDownIcon,
  ClipboardListIcon,
  CloudIcon,
  LogOutIcon,
  SettingsIcon,
  SprayCanIcon,
  TagIcon,
  UserCogIcon,
  UsersIcon,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Logo } from '@/components/logo';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import {
  type AccountDialog,
  AccountDialogs,
  AccountMenuItems,
} from '@/features/account/account-menu';
import { useSignOut } from '@/lib/auth';
// The back office's style sheet (every utility of the app) loads with this screen's code.
import '@/styles/back-office.css';

interface HeaderUser {
  email: string;
  fullName: string | null;
}

/**
 * Back-office header: logo, Calendar View, Rooms, Housekeeping, the user menu (pages, Change
 * password, Sign out everywhere) and Sign Out. Under 768 px the buttons keep only their icons
 * (with accessible names) and the user menu only the avatar.
 * People without a staff role (sales agents) get only My Reservations and Sign Out.
 */
export function StaffHeader({
  user,
  permissions,
}: {
  user: HeaderUser;
  permissions: CapabilityHolder & { role: Role | null };
}) {
  const { role } = permissions;
  const signOut = useSignOut();
  const [accountDialog, setAccountDialog] = useState<AccountDialog | null>(null);
  const name = displayName(user.fullName, user.email);
  const isStaff = can(permissions, 'reservations.view');

  return (
    <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
      <div className="mx-auto flex h-14 max-w-[1600px] items-center gap-2 px-3 sm:px-6 md:h-16">
        <Link
          to={isStaff ? '/admin' : '/my-reservations'}
          aria-label="Zamalek Suites back office home"
          className="mr-auto rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Logo className="md:hidden" compact />
          <Logo className="hidden md:inline-flex" />
        </Link>

        {isStaff && (
          <nav aria-label="Back office" className="flex items-center gap-1 md:gap-2">
            <HeaderButton to="/calendar" label="Calendar View" icon={<CalendarDaysIcon />} />
            {can(permissions, 'rooms.view') && (
              <HeaderButton to="/rooms" label="Rooms" icon={<BedDoubleIcon />} />
            )}
            {can(permissions, 'rooms.housekeeping') && (
              <HeaderButton to="/housekeeping" label="Housekeeping" icon={<SprayCanIcon />} />
            )}
          </nav>
        )}

        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" className="h-10 gap-2 px-1.5 md:px-2">
              {/* Named by its words (axe label-content-name-mismatch): the name a voice-control
                  user reads on screen is part of the button's name. */}
              <span className="sr-only">
                User menu for <span className="md:hidden">{name}</span>
              </span>
              <Avatar className="size-8" aria-hidden="true">
                <AvatarFallback className="bg-primary text-primary-foreground">
                  {initials(name) || '?'}
                </AvatarFallback>
              </Avatar>
              <span className="hidden max-w-40 flex-col items-start text-left leading-tight md:flex">
                <span className="truncate font-medium text-sm" data-testid="user-menu-name">
                  {name}
                </span>
                <span className="text-muted-foreground text-xs">{roleLabel(role)}</span>
              </span>
              <ChevronDownIcon
                className="hidden text-muted-foreground md:block"
                aria-hidden="true"
              />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="w-60">
            <DropdownMenuLabel className="flex flex-col gap-0.5">
              <span className="truncate">{name}</span>
              <span className="truncate font-normal text-muted-foreground text-xs">
                {user.email}
              </span>
              <span className="mt-1 w-fit rounded-sm bg-accent px-1.5 py-0.5 font-normal text-accent-foreground text-xs">
                {roleLabel(role)}
              </span>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuGroup>
              <DropdownMenuItem asChild>
                <Link to="/my-reservations">
                  <ClipboardListIcon aria-hidden="true" />
                  My Reservations
                </Link>
              </DropdownMenuItem>
              {can(permissions, 'users.manage') && (
                <DropdownMenuItem asChild>
                  <Link to="/users">
                    <UserCogIcon aria-hidden="true" />
                    Users
                  </Link>
                </DropdownMenuItem>
              )}
              {can(permissions, 'guests.view') && (
                <DropdownMenuItem asChild>
                  <Link to="/guests">
                    <UsersIcon aria-hidden="true" />
                    Guests
                  </Link>
                </DropdownMenuItem>
              )}
              {can(permissions, 'analytics.view') && (
                <DropdownMenuItem asChild>
                  <Link to="/analytics">
                    <BarChart3Icon aria-hidden="true" />
                    Analytics
                  </Link>
                </DropdownMenuItem>
              )}
              {can(permissions, 'rates.manage') && (
                <DropdownMenuItem asChild>
                  <Link to="/rates">
                    <TagIcon aria-hidden="true" />
                    Rates
                  </Link>
                </DropdownMenuItem>
              )}
              {can(permissions, 'channels.manage') && (
                <DropdownMenuItem asChild>
                  <Link to="/channels">
                    <CloudIcon aria-hidden="true" />
                    Channels
                  </Link>
                </DropdownMenuItem>
              )}
              {can(permissions, 'settings.manage') && (
                <DropdownMenuItem asChild>
                  <Link to="/settings">
                    <SettingsIcon aria-hidden="true" />
                    Settings
                  </Link>
                </DropdownMenuItem>
              )}
            </DropdownMenuGroup>
            <DropdownMenuSeparator />
            <AccountMenuItems onOpen={setAccountDialog} />
          </DropdownMenuContent>
        </DropdownMenu>
        <AccountDialogs open={accountDialog} onClose={() => setAccountDialog(null)} />

        <Button
          variant="outline"
          size="sm"
          className="size-9 px-0 md:w-auto md:px-3"
          aria-label="Sign Out"
          title="Sign Out"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          {signOut.isPending ? <Spinner label="Signing out" /> : <LogOutIcon aria-hidden="true" />}
          <span className="hidden md:inline">Sign Out</span>
        </Button>
      </div>
    </header>
  );
}

function HeaderButton({
  to,
  label,
  icon,
}: {
  to: '/calendar' | '/rooms' | '/housekeeping';
  label: string;
  icon: ReactNode;
}) {
  return (
    <Button asChild variant="ghost" size="sm" className="size-9 px-0 md:w-auto md:px-3">
      <Link
        to={to}
        aria-label={label}
        title={label}
        activeProps={{ className: 'bg-accent text-accent-foreground' }}
      >
        {icon}
        <span className="hidden md:inline">{label}</span>
      </Link>
    </Button>
  );
}
