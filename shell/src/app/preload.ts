import { matchPath } from '@agrihub/shared/router';
import { mayHaveSession } from '@agrihub/shared/core';
import {
  AcceptInvitePage,
  ForgotPasswordPage,
  LoginPage,
  NotFoundPage,
  PortalLayout,
  RemotePage,
  ResetPasswordPage,
  ServicesOutlet,
  SignupPage,
  VerifiedOnly,
} from './pages';
import { SHELL_PAGES } from './shell-pages';
import { preloadRemoteModule } from './remotes/remote-registry';
import { PORTAL_ROUTES, routePattern } from './routes';

const PUBLIC_PAGES = {
  '/login': LoginPage,
  '/signup': SignupPage,
  '/forgot-password': ForgotPasswordPage,
  '/reset-password': ResetPasswordPage,
  '/accept-invite': AcceptInvitePage,
} as const;

/**
 * Starts loading the code the first screen at `pathname` will show, beside the session check
 * instead of after it: the page, and for a module page the layout and the remote's entry and page.
 * A guarded path with no session marker will show the sign-in page instead.
 */
export function preloadPageAt(pathname: string): void {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const publicPage = PUBLIC_PAGES[path as keyof typeof PUBLIC_PAGES];
  if (publicPage) {
    void publicPage.preload();
    if (publicPage === SignupPage || publicPage === AcceptInvitePage) void ServicesOutlet.preload();
    return;
  }
  const route = PORTAL_ROUTES.find((candidate) => matchPath({ path: routePattern(candidate) }, path));
  if (!route) {
    void NotFoundPage.preload();
    return;
  }
  if (!mayHaveSession()) {
    void LoginPage.preload();
    return;
  }
  void ServicesOutlet.preload();
  void PortalLayout.preload();
  if (route.verifiedOnly) void VerifiedOnly.preload();
  if (!route.remote) {
    void (SHELL_PAGES[route.id] ?? NotFoundPage).preload();
    return;
  }
  void RemotePage.preload();
  void preloadRemoteModule(route.remote.name, route.remote.module);
}
