import { Outlet } from 'react-router';
import { AccountBar } from './account-bar';
import { AdminTabs } from './admin-tabs';

/** /admin/* (not in the spec's screens; admins come from ADMIN_EMAILS on the server). */
export default function AdminLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <AccountBar label="Admin" />
      <AdminTabs />
      <main id="main" className="mx-auto w-full max-w-page flex-1 px-4 py-8 md:px-6">
        <Outlet />
      </main>
    </div>
  );
}
