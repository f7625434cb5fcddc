import '@tm/shared/zod-config'; // first: before any schema exists
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router';
import { getSession } from './lib/session-store';
import './styles/index.css';

// core-marketplace §4: refresh a logged-in user's profile on start. Loaded on demand so a guest's
// first download (the landing) does not carry the API client.
if (getSession().isLoggedIn)
  void import('./lib/refresh-user').then(({ refreshUser }) => refreshUser());

// Providers (React Query) sit inside the route table: see app/providers.tsx.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
