// core-marketplace §2 "Student navbar (logged-in only)": Find Tutors, My Classes, Favourites,
// (Messages, with the unread count,) PhD Mentorship; the avatar links to /student-account. On narrow screens the links fold into
// a menu that a press outside closes.
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useSession } from '@/lib/session-store';
import { useMenuToggle } from '@/lib/use-menu-toggle';
import { cn } from '@/lib/cn';
import { Avatar } from '@/components/ui/avatar';
import { BrandLogo } from '@/components/ui/brand-logo';
import { ChatIcon } from '@/components/ui/icons';
import { MenuToggleButton } from '@/components/ui/menu-toggle-button';
import { LogoutButton, LogoutConfirmDialog } from '@/components/logout-button';
import { UnreadBadge } from '@/entities/conversation/unread-badge';
import { useUnreadCount } from '@/entities/conversation/unread-count-api';

const STUDENT_LINKS = [
  { label: 'Find Tutors', to: '/student-dashboard' },
  { label: 'My Classes', to: '/student-classes' },
  { label: 'Favourites', to: '/favourite-tutors' },
  { label: 'Messages', to: '/messages' },
  { label: 'My Needs', to: '/my-needs' },
  { label: 'PhD Mentorship', to: '/phd-mentorship' },
] as const;

const MESSAGES = '/messages';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive
      ? 'bg-accent-50 text-accent-800'
      : 'text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900',
  );

export function StudentNavbar() {
  const { user } = useSession();
  const {
    open: menuOpen,
    toggle: toggleMenu,
    listRef: menuListRef,
    buttonRef: menuButtonRef,
  } = useMenuToggle();
  // One dialog for both triggers: the mobile menu closes (and unmounts) when the dialog opens.
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const requestLogout = () => setConfirmingLogout(true);
  const unread = useUnreadCount().data?.total ?? 0;
  const linkItems = (list: readonly (typeof STUDENT_LINKS)[number][]) =>
    list.map((link) => (
      <li key={link.to}>
        <NavLink to={link.to} className={linkClass}>
          {link.label}
          {link.to === MESSAGES && <UnreadBadge count={unread} className="ml-1.5" />}
        </NavLink>
      </li>
    ));

  return (
    <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-page items-center gap-4 px-4 md:px-6">
        <BrandLogo />
        <nav aria-label="Student" className="ml-6 hidden md:block">
          {/* Messages sits beside the avatar on wide screens (the bar's width at 768 px). */}
          <ul className="flex items-center gap-1">
            {linkItems(STUDENT_LINKS.filter((l) => l.to !== MESSAGES))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <NavLink
            to={MESSAGES}
            aria-label={unread > 0 ? `Messages, ${unread} unread` : 'Messages'}
            className={({ isActive }) =>
              cn(
                'relative hidden rounded-lg p-2 text-xl md:inline-flex',
                isActive ? 'bg-accent-50 text-accent-800' : 'text-neutral-700 hover:bg-neutral-100',
              )
            }
          >
            <ChatIcon />
            <UnreadBadge count={unread} className="absolute -top-0.5 -right-1" aria-hidden />
          </NavLink>
          <Link to="/student-account" aria-label="My account" className="rounded-full p-0.5">
            <Avatar src={user?.profilePhoto} id={user?._id} size="sm" />
          </Link>
          <LogoutButton className="hidden md:inline-flex" onRequest={requestLogout} />
          <MenuToggleButton
            ref={menuButtonRef}
            open={menuOpen}
            onToggle={toggleMenu}
            controls="student-menu"
          />
        </div>
      </div>
      {menuOpen && (
        <nav
          id="student-menu"
          ref={menuListRef}
          aria-label="Student (mobile)"
          className="border-t border-neutral-200 bg-white px-4 pt-2 pb-4 shadow-md md:hidden"
        >
          <ul className="flex flex-col gap-1">{linkItems(STUDENT_LINKS)}</ul>
          <LogoutButton className="mt-2 w-full justify-start" onRequest={requestLogout} />
        </nav>
      )}
      <LogoutConfirmDialog open={confirmingLogout} onOpenChange={setConfirmingLogout} />
    </header>
  );
}
