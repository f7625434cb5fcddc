import '@tm/shared/zod-config'; // first: before any schema exists
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './app/router';
import { getSession } from './lib/session-store';
import { ssrState } from './lib/ssr-state';
import './styles/index.css';

// core-marketplace §4: refresh a logged-in user's profile on start. Loaded on demand so a guest's
// first download (the landing) does not carry the API client.
const { isLoggedIn } = getSession();
if (isLoggedIn) void import('./lib/refresh-user').then(({ refreshUser }) => refreshUser());

// Issue 17: public pages arrive rendered by the server (entry-server.tsx) as a guest sees them; a
// guest's browser hydrates that markup. A signed-in visitor gets the client app, which replaces
// it. Providers (React Query) sit inside the route table: see app/providers.tsx.
const hydrate = ssrState() !== null && !isLoggedIn;
const container = document.getElementById('root')!;
// No top-level await here: an entry module with one makes the bundler split every module the
// entry shares with lazy chunks into chunks of their own (more, smaller downloads).
void createRouter({ preload: hydrate }).then((router) => {
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (hydrate)
    hydrateRoot(container, app, {
      // Said plainly (production React reports only an error number): e2e/ssr.spec.ts watches for it.
      onRecoverableError: (error, info) =>
        console.error('Hydration: the server HTML did not match', error, info.componentStack ?? ''),
    });
  else createRoot(container).render(app);
});
