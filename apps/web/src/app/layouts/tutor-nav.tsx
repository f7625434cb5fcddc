// core-marketplace §2: the tutor sidebar lists the six tutor screens in this order (and Messages,
// with the unread count, before Account).
import { NavLink } from 'react-router';
import { useSession } from '@/lib/session-store';
import { cn } from '@/lib/cn';
import { Avatar } from '@/components/ui/avatar';
import { BrandLogo } from '@/components/ui/brand-logo';
import {
  CalendarIcon,
  ChatIcon,
  DashboardIcon,
  InboxIcon,
  SettingsIcon,
  UsersIcon,
  WalletIcon,
} from '@/components/ui/icons';
import { LogoutButton } from '@/components/logout-button';
import { UnreadBadge } from '@/entities/conversation/unread-badge';
import { useUnreadCount } from '@/entities/conversation/unread-count-api';

const TUTOR_LINKS = [
  { label: 'Dashboard', to: '/tutor-dashboard', Icon: DashboardIcon },
  { label: 'Requests', to: '/tutor-requests', Icon: InboxIcon },
  // Needs students shared that match this tutor (not one of the spec's six; ours).
  { label: 'Leads', to: '/tutor-leads', Icon: InboxIcon },
  { label: 'Students', to: '/tutor-students', Icon: UsersIcon },
  { label: 'Classes', to: '/tutor-classes', Icon: CalendarIcon },
  { label: 'Payments', to: '/tutor-payments', Icon: WalletIcon },
  { label: 'Messages', to: '/messages', Icon: ChatIcon },
  { label: 'Account', to: '/tutor-account', Icon: SettingsIcon },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
    isActive
      ? 'bg-accent-50 text-accent-800'
      : 'text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900',
  );

/** The sidebar's content; shown fixed on wide screens and in a drawer on narrow ones. */
export function TutorNav({
  onNavigate,
  onRequestLogout,
}: {
  onNavigate?: () => void;
  onRequestLogout: () => void;
}) {
  const { user } = useSession();
  const unread = useUnreadCount().data?.total ?? 0;
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 items-center px-5">
        <BrandLogo />
      </div>
      <nav aria-label="Tutor" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="grid gap-1">
          {TUTOR_LINKS.map(({ label, to, Icon }) => (
            <li key={to}>
              <NavLink to={to} className={linkClass} onClick={onNavigate}>
                <Icon className="text-lg" />
                {label}
                {to === '/messages' && <UnreadBadge count={unread} className="ml-auto" />}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-neutral-200 p-4">
        <div className="flex items-center gap-3">
          <Avatar src={user?.profilePhoto} id={user?._id} size="md" />
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-neutral-900">{user?.fullName}</p>
            <p className="truncate text-xs text-neutral-600">{user?.email}</p>
          </div>
        </div>
        <LogoutButton className="mt-3 w-full justify-start" onRequest={onRequestLogout} />
      </div>
    </div>
  );
}
