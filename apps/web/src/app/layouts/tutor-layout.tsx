import { useState } from 'react';
import { Outlet } from 'react-router';
import { BrandLogo } from '@/components/ui/brand-logo';
import { Drawer } from '@/components/ui/drawer';
import { MenuIcon } from '@/components/ui/icons';
import { LogoutConfirmDialog } from '@/components/logout-button';
import { TutorNav } from './tutor-nav';

/**
 * Tutor screens: a fixed sidebar on wide screens; at 768 px or less (core-marketplace §9) a
 * slim top bar whose menu button opens the same links in a drawer. The sidebar plays the role
 * of the tutor's top bar, so no other bar is drawn.
 */
export default function TutorLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const requestLogout = () => {
    setDrawerOpen(false);
    setConfirmingLogout(true);
  };

  return (
    <div className="min-h-dvh">
      <aside className="fixed inset-y-0 left-0 hidden w-64 border-r border-neutral-200 bg-white md:block">
        <TutorNav onRequestLogout={requestLogout} />
      </aside>
      <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b border-neutral-200 bg-white/95 px-2 backdrop-blur md:hidden">
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          aria-label="Open navigation"
          aria-expanded={drawerOpen}
          className="rounded-lg p-2 text-2xl text-neutral-700 hover:bg-neutral-100"
        >
          <MenuIcon />
        </button>
        <BrandLogo />
      </header>
      <Drawer open={drawerOpen} onOpenChange={setDrawerOpen} title="Tutor navigation">
        <TutorNav onNavigate={() => setDrawerOpen(false)} onRequestLogout={requestLogout} />
      </Drawer>
      <LogoutConfirmDialog open={confirmingLogout} onOpenChange={setConfirmingLogout} />
      <main id="main" className="md:pl-64">
        <div className="mx-auto w-full max-w-page px-4 py-8 md:px-8">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
