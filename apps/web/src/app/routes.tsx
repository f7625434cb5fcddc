// The full route table of core-marketplace §2 and mentorship-policies-video §2 "Route table
// (full)", plus /admin/* and a 404. Every page is lazy (see lazy-page.ts).
import { Navigate, type RouteObject } from 'react-router';
import { LoadingState } from '@/components/ui/spinner';
import { HomeRoute } from './guards/home-route';
import { RequireGuest } from './guards/require-guest';
import { RequireRole } from './guards/require-role';
import { lazyPage } from './lazy-page';
import NotFoundPage from './not-found-page';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { WelcomeLayout } from './layouts/welcome-layout';
import { RouteError } from './route-error';

const landing = lazyPage(() => import('@/features/landing/pages/landing-page'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingState className="min-h-dvh" />,
    children: [
      // `/`: the landing for guests, a redirect to the dashboard for everyone else.
      { path: '/', element: <HomeRoute />, children: [{ index: true, lazy: landing }] },
      { element: <WelcomeLayout />, children: [{ path: 'welcome', lazy: landing }] },

      // Everything past the landing gets React Query (see providers.tsx).
      {
        lazy: lazyPage(() => import('./providers')),
        children: [
          // Public pages: no top bar, no second bar (core-marketplace §2).
          {
            element: <PublicLayout />,
            children: [
              { path: 'blogs', lazy: lazyPage(() => import('@/features/blog/pages/blogs-page')) },
              {
                path: 'blog-details',
                lazy: lazyPage(() => import('@/features/blog/pages/blog-details-page')),
              },
              {
                path: 'privacy-policy',
                lazy: lazyPage(() => import('@/features/content/pages/privacy-policy-page')),
              },
              {
                path: 'terms-and-conditions',
                lazy: lazyPage(() => import('@/features/content/pages/terms-and-conditions-page')),
              },
              {
                path: 'cancellation-refund',
                lazy: lazyPage(() => import('@/features/content/pages/cancellation-refund-page')),
              },
              {
                path: 'shipping-policy',
                lazy: lazyPage(() => import('@/features/content/pages/shipping-policy-page')),
              },
              {
                path: 'about-us',
                lazy: lazyPage(() => import('@/features/content/pages/about-us-page')),
              },
              {
                path: 'phd-mentorship',
                lazy: lazyPage(() => import('@/features/mentorship/pages/phd-mentorship-page')),
              },
            ],
          },

          // Pages with the viewer's top bar (guest header, student navbar or account bar).
          {
            lazy: lazyPage(() => import('./layouts/app-layout')),
            children: [
              {
                path: 'authentication',
                element: <RequireGuest />,
                children: [
                  { index: true, lazy: lazyPage(() => import('@/features/auth/pages/auth-page')) },
                  // Sign-up steps 2–6 (core-marketplace §2 "Authentication screen").
                  {
                    path: 'tutor-sign-up',
                    lazy: lazyPage(() => import('@/features/auth/pages/tutor-sign-up-page')),
                  },
                  { path: '*', element: <Navigate to="/authentication" replace /> },
                ],
              },
              // mentorship-policies-video §6: open to any visitor.
              {
                path: 'research-form',
                lazy: lazyPage(() => import('@/features/mentorship/pages/research-form-page')),
              },
              {
                path: 'consultation-form',
                lazy: lazyPage(() => import('@/features/mentorship/pages/consultation-form-page')),
              },
              // A parent's consent link for a student under 18 (DPDP Act s.9): no sign-in.
              {
                path: 'parental-consent',
                lazy: lazyPage(
                  () => import('@/features/parental-consent/pages/parental-consent-page'),
                ),
              },
              // "Share your need", get matched": a guest fills it in and signs in at the end.
              {
                path: 'post-need',
                lazy: lazyPage(() => import('@/features/needs/pages/post-need-page')),
              },
              { path: '*', element: <NotFoundPage /> }, // small, and also the error screen's 404
            ],
          },

          {
            element: <RequireRole roles={['tutor']} />,
            children: [
              {
                lazy: lazyPage(() => import('./layouts/tutor-layout')),
                children: [
                  {
                    path: 'tutor-dashboard',
                    lazy: lazyPage(() => import('@/features/tutor/pages/tutor-dashboard-page')),
                  },
                  {
                    path: 'tutor-requests',
                    lazy: lazyPage(() => import('@/features/tutor/pages/tutor-requests-page')),
                  },
                  {
                    path: 'tutor-leads',
                    lazy: lazyPage(() => import('@/features/needs/pages/tutor-leads-page')),
                  },
                  {
                    path: 'tutor-students',
                    lazy: lazyPage(() => import('@/features/tutor/pages/tutor-students-page')),
                  },
                  {
                    path: 'tutor-classes',
                    lazy: lazyPage(() => import('@/features/tutor/pages/tutor-classes-page')),
                  },
                  {
                    path: 'tutor-payments',
                    lazy: lazyPage(() => import('@/features/tutor/pages/tutor-payments-page')),
                  },
                  {
                    path: 'tutor-account',
                    lazy: lazyPage(() => import('@/features/tutor/pages/tutor-account-page')),
                  },
                  {
                    path: 'tutor-batches',
                    lazy: lazyPage(() => import('@/features/batches/pages/tutor-batches-page')),
                  },
                ],
              },
            ],
          },

          // Tutor discovery: students, and guests (tutors can be found and shared).
          {
            element: <RequireRole roles={['student']} allowGuest />,
            children: [
              {
                lazy: lazyPage(() => import('./layouts/discovery-layout')),
                children: [
                  {
                    path: 'student-dashboard',
                    lazy: lazyPage(() => import('@/features/student/pages/student-dashboard-page')),
                  },
                  // core-marketplace §2: both paths appear for the tutor detail page.
                  {
                    path: 'tutor-details/:id',
                    lazy: lazyPage(() => import('@/features/discovery/pages/tutor-details-page')),
                  },
                  {
                    path: 'tutor/:id',
                    lazy: lazyPage(() => import('@/features/discovery/pages/tutor-details-page')),
                  },
                  {
                    path: 'group-classes',
                    lazy: lazyPage(() => import('@/features/batches/pages/group-classes-page')),
                  },
                ],
              },
            ],
          },

          // Group classes: a batch's page is public while it is open; its tutor sees it too.
          {
            element: <RequireRole roles={['student', 'tutor']} allowGuest />,
            children: [
              {
                lazy: lazyPage(() => import('./layouts/discovery-layout')),
                children: [
                  {
                    path: 'batch/:id',
                    lazy: lazyPage(() => import('@/features/student/pages/batch-page')),
                  },
                ],
              },
            ],
          },

          {
            element: <RequireRole roles={['student']} />,
            children: [
              {
                lazy: lazyPage(() => import('./layouts/student-layout')),
                children: [
                  {
                    path: 'student-classes',
                    lazy: lazyPage(() => import('@/features/student/pages/student-classes-page')),
                  },
                  {
                    path: 'favourite-tutors',
                    lazy: lazyPage(() => import('@/features/student/pages/favourite-tutors-page')),
                  },
                  {
                    path: 'student-account',
                    lazy: lazyPage(() => import('@/features/student/pages/student-account-page')),
                  },
                  {
                    path: 'my-needs',
                    lazy: lazyPage(() => import('@/features/needs/pages/my-needs-page')),
                  },
                  {
                    path: 'my-needs/:id',
                    lazy: lazyPage(() => import('@/features/needs/pages/need-offers-page')),
                  },
                ],
              },
            ],
          },

          // Messages between students and tutors, inside each one's own bars.
          {
            element: <RequireRole roles={['student', 'tutor']} />,
            children: [
              {
                lazy: lazyPage(() => import('./layouts/messages-layout')),
                children: [
                  {
                    path: 'messages',
                    lazy: lazyPage(() => import('@/features/messages/pages/messages-page')),
                  },
                  {
                    path: 'messages/new',
                    lazy: lazyPage(() => import('@/features/messages/pages/new-conversation-page')),
                  },
                  {
                    path: 'messages/:conversationId',
                    lazy: lazyPage(() => import('@/features/messages/pages/messages-page')),
                  },
                ],
              },
            ],
          },

          // mentorship-policies-video §2: the call page is guarded (rules not shown) and used by
          // both tutors and students; it takes the whole screen, so it has no bars.
          {
            element: <RequireRole roles={['tutor', 'student']} />,
            children: [
              {
                path: 'video-call/:id',
                lazy: lazyPage(() => import('@/features/video-call/pages/video-call-page')),
              },
              {
                path: 'group-class/:id',
                lazy: lazyPage(() => import('@/features/batches/pages/group-class-page')),
              },
              {
                path: 'class-board/:id',
                lazy: lazyPage(() => import('@/features/video-call/pages/class-board-page')),
              },
            ],
          },

          // a consultation's video call. Open route: the requester may be a guest with the
          // join link's key; the server decides who gets in.
          {
            path: 'consultation-call/:id',
            lazy: lazyPage(() => import('@/features/video-call/pages/consultation-call-page')),
          },

          {
            path: 'admin',
            element: <RequireRole roles={['admin']} />,
            children: [
              {
                lazy: lazyPage(() => import('./layouts/admin-layout')),
                children: [
                  // Tutor verification (queue with documents) and the mail outbox.
                  { index: true, element: <Navigate to="tutors" replace /> },
                  {
                    path: 'tutors',
                    lazy: lazyPage(() => import('@/features/admin/pages/admin-tutors-page')),
                  },
                  {
                    path: 'mentorship',
                    lazy: lazyPage(() => import('@/features/admin/pages/admin-mentorship-page')),
                  },
                  {
                    path: 'outbox',
                    lazy: lazyPage(() => import('@/features/admin/pages/admin-outbox-page')),
                  },
                  {
                    path: 'reviews',
                    lazy: lazyPage(() => import('@/features/admin/pages/admin-reviews-page')),
                  },
                  {
                    path: 'messages',
                    lazy: lazyPage(() => import('@/features/admin/pages/admin-messages-page')),
                  },
                  {
                    path: 'withdrawals',
                    lazy: lazyPage(() => import('@/features/admin/pages/admin-withdrawals-page')),
                  },
                  {
                    path: 'refunds',
                    lazy: lazyPage(() => import('@/features/admin/pages/admin-refunds-page')),
                  },
                  // Content admin: blogs and the policy pages.
                  {
                    path: 'blogs',
                    lazy: lazyPage(() => import('@/features/admin/pages/admin-blogs-page')),
                  },
                  {
                    path: 'pages',
                    lazy: lazyPage(() => import('@/features/admin/pages/admin-pages-page')),
                  },
                  // The catalogue of categories and subjects (reference data).
                  {
                    path: 'catalogue',
                    lazy: lazyPage(() => import('@/features/admin/pages/admin-catalogue-page')),
                  },
                  // The append-only audit log of admin and sensitive actions.
                  {
                    path: 'audit',
                    lazy: lazyPage(() => import('@/features/admin/pages/admin-audit-page')),
                  },
                  { path: '*', element: <Navigate to="/admin/tutors" replace /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
