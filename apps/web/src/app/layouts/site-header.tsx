// core-marketplace §2 "Top navigation bar": the public site header. Links to sign-up, PhD
// mentorship, about us and blogs; a Log In button; a mobile menu that a press outside closes;
// the active link is highlighted by path.
import { Link, useLocation, type Location } from 'react-router';
import { homePathFor } from '@tm/shared/rules/session';
import { BECOME_A_TUTOR_HREF, FIND_A_TUTOR_HREF, LOGIN_HREF } from '@/lib/auth-links';
import { useSession } from '@/lib/session-store';
import { useMenuToggle } from '@/lib/use-menu-toggle';
import { cn } from '@/lib/cn';
import { BrandLogo } from '@/components/ui/brand-logo';
import { ButtonLink } from '@/components/ui/button';
import { MenuToggleButton } from '@/components/ui/menu-toggle-button';

interface NavItem {
  label: string;
  to: string;
  /** Sign-up links make no sense once signed in (/authentication is guest-only). */
  guestOnly?: boolean;
}

const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Find a tutor', to: FIND_A_TUTOR_HREF, guestOnly: true },
  { label: 'Become a tutor', to: BECOME_A_TUTOR_HREF, guestOnly: true },
  { label: 'PhD Mentorship', to: '/phd-mentorship' },
  { label: 'About Us', to: '/about-us' },
  { label: 'Blogs', to: '/blogs' },
];

/**
 * Active by path; for the two sign-up links (same path) the link's query must match too, so
 * only one of them lights up. Parameter names compare case-insensitively (authType/authtype).
 */
export function isNavItemActive(
  to: string,
  location: Pick<Location, 'pathname' | 'search'>,
): boolean {
  const target = new URL(to, 'http://local');
  if (target.pathname !== location.pathname) return false;
  const current = new Map<string, string>();
  new URLSearchParams(location.search).forEach((value, key) =>
    current.set(key.toLowerCase(), value),
  );
  return [...target.searchParams].every(([key, value]) => current.get(key.toLowerCase()) === value);
}

const linkClass = (active: boolean) =>
  cn(
    'block rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    active
      ? 'bg-accent-50 text-accent-800'
      : 'text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900',
  );

export function SiteHeader() {
  const location = useLocation();
  const { isLoggedIn, user } = useSession();
  const {
    open: menuOpen,
    toggle: toggleMenu,
    listRef: menuListRef,
    buttonRef: menuButtonRef,
  } = useMenuToggle();
  const items = NAV_ITEMS.filter((item) => isLoggedIn === false || !item.guestOnly);

  const links = items.map((item) => {
    const active = isNavItemActive(item.to, location);
    return (
      <li key={item.label}>
        <Link to={item.to} className={linkClass(active)} aria-current={active ? 'page' : undefined}>
          {item.label}
        </Link>
      </li>
    );
  });

  return (
    <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-page items-center gap-4 px-4 md:px-6">
        <BrandLogo />
        <nav aria-label="Main" className="ml-6 hidden md:block">
          <ul className="flex items-center gap-1">{links}</ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {isLoggedIn && user ? (
            <ButtonLink to={homePathFor(user)} size="sm">
              My dashboard
            </ButtonLink>
          ) : (
            <ButtonLink to={LOGIN_HREF} size="sm">
              Log In
            </ButtonLink>
          )}
          <MenuToggleButton
            ref={menuButtonRef}
            open={menuOpen}
            onToggle={toggleMenu}
            controls="site-menu"
          />
        </div>
      </div>
      {menuOpen && (
        <nav
          id="site-menu"
          ref={menuListRef}
          aria-label="Main (mobile)"
          className="border-t border-neutral-200 bg-white px-4 pt-2 pb-4 shadow-md md:hidden"
        >
          <ul className="flex flex-col gap-1">{links}</ul>
        </nav>
      )}
    </header>
  );
}
