import type { ComponentType } from 'react';
import { replace, type RouteObject } from 'react-router-dom';
import { RouteErrorScreen } from '../../components/route-error-screen';

/** A lazily loaded page: its own chunk, fetched on first visit (the router shows the progress). */
const page = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): Pick<RouteObject, 'lazy'> => ({
  lazy: () => load().then((m) => ({ Component: m[name] })),
});

const login = page(() => import('./login-page'), 'LoginPage');

/**
 * The authentication pages of docs/product/accounts.md, mounted among the site's routes by
 * app/router.tsx. They share the auth layout (logo, centered card); load or import failures show
 * the route error panel with Retry inside it.
 */
export const authRoutes: RouteObject[] = [
  {
    lazy: () => import('./auth-layout').then((m) => ({ Component: m.AuthLayout })),
    children: [
      {
        errorElement: <RouteErrorScreen />,
        children: [
          {
            // Signed in already: on to returnUrl, the guard's `from`, or home
            // (docs/product/accounts.md). Its own chunk, loaded with the page's.
            lazy: () =>
              import('../../components/guards/redirect-if-signed-in').then((m) => ({
                Component: m.RedirectIfSignedIn,
              })),
            children: [
              { path: 'login', ...login },
              {
                path: 'auth',
                children: [
                  { index: true, loader: () => replace('/auth/login'), element: null },
                  { path: 'login', ...login },
                  { path: 'register', ...page(() => import('./register-page'), 'RegisterPage') },
                  {
                    path: 'forgot-password',
                    ...page(() => import('./forgot-password-page'), 'ForgotPasswordPage'),
                  },
                  {
                    path: 'reset-password/:token',
                    ...page(() => import('./reset-password-page'), 'ResetPasswordPage'),
                  },
                  {
                    path: 'email-verification-success',
                    ...page(
                      () => import('./email-verification-success-page'),
                      'EmailVerificationSuccessPage',
                    ),
                  },
                  {
                    path: 'resend-verification',
                    ...page(() => import('./resend-verification-page'), 'ResendVerificationPage'),
                  },
                ],
              },
            ],
          },
          {
            // Open whether signed in or not: the mail's verification link, sign-out, the error pages.
            path: 'auth',
            children: [
              // Sends only a signed-in admin on (see the page).
              { path: 'admin', ...page(() => import('./admin-login-page'), 'AdminLoginPage') },
              {
                path: 'verify-email',
                ...page(() => import('./verify-email-page'), 'VerifyEmailPage'),
              },
              { path: 'logout', ...page(() => import('./logout-page'), 'LogoutPage') },
              { path: '404', ...page(() => import('./auth-error-pages'), 'AuthNotFoundPage') },
              { path: '500', ...page(() => import('./auth-error-pages'), 'AuthServerErrorPage') },
              // Unknown pages under /auth stay in the auth layout (docs/product/accounts.md).
              { path: '*', loader: () => replace('/auth/404'), element: null },
            ],
          },
        ],
      },
    ],
  },
];
