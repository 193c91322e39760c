import { Link } from '@tanstack/react-router';
import { displayName, initials } from '@zamalek/domain/auth';
import {
  type CapabilityHolder,
  can,
  landingPath,
  type Role,
  roleLabel,
} from '@zamalek/domain/roles';
import {
  Building2Icon,
  CheckIcon,
  ChevronDownIcon,
  KeyRoundIcon,
  LandmarkIcon,
  LogOutIcon,
} from 'lucide-react';
import { useState } from 'react';
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
import { switchProperty } from '@/lib/property';
import { STAFF_SCREENS, type StaffScreen, staffScreensIn } from '@/lib/staff-screens';
// The back office's style sheet (every utility of the app) loads with this screen's code.
import '@/styles/back-office.css';

interface HeaderUser {
  email: string;
  fullName: string | null;
}

/** The property the screens act at and every one the user works at. */
interface HeaderPlaces {
  /** An owner of the organisation: the portfolio of every property. */
  owner: boolean;
  property: { slug: string; name: string } | null;
  properties: readonly { slug: string; name: string }[];
}

/**
 * Back-office header: logo, the header's screens (Calendar View, Rooms, Housekeeping), the user
 * menu (the menu's screens, Change password, Sign out everywhere) and Sign Out, each screen as
 * lib/staff-screens.ts lists it and shown to those who may open it. Under 768 px the buttons keep
 * only their icons (with accessible names) and the user menu only the avatar.
 * People without a staff role (sales agents) get only My Reservations and Sign Out.
 */
export function StaffHeader({
  user,
  permissions,
  places,
}: {
  user: HeaderUser;
  permissions: CapabilityHolder & { role: Role | null; landlord: boolean };
  places: HeaderPlaces | null;
}) {
  const { role } = permissions;
  const signOut = useSignOut();
  const [accountDialog, setAccountDialog] = useState<AccountDialog | null>(null);
  const name = displayName(user.fullName, user.email);
  const roleName = role === null && permissions.landlord ? 'Landlord' : roleLabel(role);
  const isStaff = can(permissions, STAFF_SCREENS.dashboard.capability);
  const mayOpen = (screen: StaffScreen) =>
    screen.capability === null || can(permissions, screen.capability);

  return (
    <header className="sticky top-0 z-40 border-b print:hidden bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
      <div className="mx-auto flex h-14 max-w-[1600px] items-center gap-2 px-3 sm:px-6 md:h-16">
        <Link
          to={landingPath(permissions)}
          aria-label="Zamalek Suites back office home"
          className="mr-auto rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Logo className="md:hidden" compact />
          <Logo className="hidden md:inline-flex" />
        </Link>

        {isStaff && (
          <nav aria-label="Back office" className="flex items-center gap-1 md:gap-2">
            {staffScreensIn('header')
              .filter(mayOpen)
              .map((screen) => (
                <HeaderButton key={screen.path} screen={screen} />
              ))}
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
                <span className="text-muted-foreground text-xs">{roleName}</span>
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
                {roleName}
                {places?.property && places.properties.length > 1 && ` · ${places.property.name}`}
              </span>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuGroup>
              {staffScreensIn('menu')
                .filter(mayOpen)
                .map(({ path, label, icon: Icon }) => (
                  <DropdownMenuItem key={path} asChild>
                    <Link to={path}>
                      <Icon aria-hidden="true" />
                      {label}
                    </Link>
                  </DropdownMenuItem>
                ))}
              {permissions.landlord && (
                <DropdownMenuItem asChild>
                  <Link to="/owner">
                    <KeyRoundIcon aria-hidden="true" />
                    My rooms
                  </Link>
                </DropdownMenuItem>
              )}
              {places?.owner && (
                <DropdownMenuItem asChild>
                  <Link to="/portfolio">
                    <LandmarkIcon aria-hidden="true" />
                    Portfolio
                  </Link>
                </DropdownMenuItem>
              )}
            </DropdownMenuGroup>
            <DropdownMenuSeparator />
            {places && places.properties.length > 1 && <PropertySwitcher places={places} />}
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

/** The properties of someone who works at several: choosing one opens it afresh. */
function PropertySwitcher({ places }: { places: HeaderPlaces }) {
  const current = places.property?.slug;
  return (
    <>
      <DropdownMenuGroup aria-label="Property">
        <DropdownMenuLabel className="font-normal text-muted-foreground text-xs">
          Property
        </DropdownMenuLabel>
        {places.properties.map(({ slug, name }) => (
          <DropdownMenuItem
            key={slug}
            disabled={slug === current}
            onSelect={() => switchProperty(slug)}
          >
            <Building2Icon aria-hidden="true" />
            <span className="truncate">{name}</span>
            {slug === current && <span className="sr-only">(current)</span>}
            {slug === current && <CheckIcon className="ml-auto" aria-hidden="true" />}
          </DropdownMenuItem>
        ))}
      </DropdownMenuGroup>
      <DropdownMenuSeparator />
    </>
  );
}

function HeaderButton({ screen }: { screen: StaffScreen }) {
  const { path, label, icon: Icon } = screen;
  return (
    <Button asChild variant="ghost" size="sm" className="size-9 px-0 md:w-auto md:px-3">
      <Link
        to={path}
        aria-label={label}
        title={label}
        activeProps={{ className: 'bg-accent text-accent-foreground' }}
      >
        <Icon />
        <span className="hidden md:inline">{label}</span>
      </Link>
    </Button>
  );
}
