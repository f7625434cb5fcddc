import '@tm/shared/zod-config'; // first: before any schema exists
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './app/router';
import { getSession, setUser } from './lib/session-store';
import { canHydrate, ssrState } from './lib/ssr-state';
import './styles/index.css';

// public pages arrive rendered by the server (entry-server.tsx) as a guest sees them,
// and tutor discovery as the signed-in student sees it (their cookie came with the request); the
// browser hydrates that markup when it was rendered for the session it holds, and otherwise the
// client app replaces it. Providers (React Query) sit inside the route table: app/providers.tsx.
const state = ssrState();
const hydrate = canHydrate(state, getSession());
const viewer = hydrate ? (state?.viewer ?? null) : null;
// The server read the student's profile (GET /me) for this page: hydrate with that copy.
if (viewer) setUser(viewer);
// core-marketplace §4: otherwise refresh a logged-in user's profile on start. Loaded on demand so
// a guest's first download (the landing) does not carry the API client.
else if (getSession().isLoggedIn)
  void import('./lib/refresh-user').then(({ refreshUser }) => refreshUser());
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
    // In a transition, hydration runs in short slices that give the browser back its main thread
    // between them (a reader can scroll and press during it), instead of one long task: the page
    // is already on screen and readable (discovery's hydration was 200+ ms tasks on a
    // 4× slower phone).
    startTransition(() => {
      hydrateRoot(container, app, {
        // Said plainly (production React reports only an error number): e2e/ssr.spec.ts watches for it.
        onRecoverableError: (error, info) =>
          console.error(
            'Hydration: the server HTML did not match',
            error,
            info.componentStack ?? '',
          ),
      });
    });
  else createRoot(container).render(app);
});
