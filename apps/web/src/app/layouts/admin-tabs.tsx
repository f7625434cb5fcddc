// The admin area's sections (not in the spec; admins come from ADMIN_EMAILS): tutor
// verification, the mail outbox, blogs, policy pages and the catalogue of categories and subjects.
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';

const TABS = [
  { label: 'Tutors', to: '/admin/tutors' },
  { label: 'Mentorship', to: '/admin/mentorship' },
  { label: 'Outbox', to: '/admin/outbox' },
  { label: 'Withdrawals', to: '/admin/withdrawals' },
  { label: 'Refunds', to: '/admin/refunds' },
  { label: 'Reviews', to: '/admin/reviews' },
  { label: 'Messages', to: '/admin/messages' },
  { label: 'Blogs', to: '/admin/blogs' },
  { label: 'Pages', to: '/admin/pages' },
  { label: 'Catalogue', to: '/admin/catalogue' },
  { label: 'Audit log', to: '/admin/audit' },
] as const;

export function AdminTabs() {
  return (
    <nav aria-label="Admin" className="border-b border-neutral-200 bg-white">
      <ul className="mx-auto flex max-w-page gap-1 overflow-x-auto px-4 md:px-6">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              className={({ isActive }) =>
                cn(
                  'inline-flex h-12 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap',
                  isActive
                    ? 'border-accent-700 text-accent-800'
                    : 'border-transparent text-neutral-600 hover:text-neutral-900',
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
