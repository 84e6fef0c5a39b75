// Every page and area of the shell, loaded when first shown (app/lazy-page.ts). The two first
// screens are named chunks, which the build keeps whole (shared/build/webpack.mjs): 'login', and
// 'portal', the signed-in area around every page with its landing page, the dashboard (sign-up,
// which ends there, loads it too).
import { lazyPage } from './lazy-page';

export const LoginPage = lazyPage(
  () => import(/* webpackChunkName: "login" */ '../pages/login/login-page'),
  (m) => m.LoginPage,
);
export const SignupPage = lazyPage(
  () => import('../pages/signup/signup-page'),
  (m) => m.SignupPage,
);
export const ForgotPasswordPage = lazyPage(
  () => import('../pages/forgot-password/forgot-password-page'),
  (m) => m.ForgotPasswordPage,
);
export const AcceptInvitePage = lazyPage(
  () => import('../pages/accept-invite/accept-invite-page'),
  (m) => m.AcceptInvitePage,
);
export const ResetPasswordPage = lazyPage(
  () => import('../pages/reset-password/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
export const NotFoundPage = lazyPage(
  () => import('../pages/not-found/not-found-page'),
  (m) => m.NotFoundPage,
);
export const SearchPage = lazyPage(
  () => import('../pages/search/search-page'),
  (m) => m.SearchPage,
);
export const DashboardPage = lazyPage(
  () => import(/* webpackChunkName: "portal" */ '../pages/dashboard/dashboard-page'),
  (m) => m.DashboardPage,
);
export const PortalLayout = lazyPage(
  () => import(/* webpackChunkName: "portal" */ './layout/portal-layout'),
  (m) => m.PortalLayout,
);
export const ProfilePage = lazyPage(
  () => import('../pages/profile/profile-page'),
  (m) => m.ProfilePage,
);
export const SettingsPage = lazyPage(
  () => import('../pages/settings/settings-page'),
  (m) => m.SettingsPage,
);
export const TeamAccessPage = lazyPage(
  () => import('../pages/team-access/team-access-page'),
  (m) => m.TeamAccessPage,
);
export const RemotePage = lazyPage(
  () => import('./remotes/remote-page'),
  (m) => m.RemotePage,
);
export const VerifiedOnly = lazyPage(
  () => import(/* webpackChunkName: "portal" */ '../features/auth/verified-only'),
  (m) => m.VerifiedOnly,
);
export const ServicesOutlet = lazyPage(
  () => import(/* webpackChunkName: "portal" */ './services-outlet'),
  (m) => m.ServicesOutlet,
);
export const NotificationsPage = lazyPage(
  () => import('../pages/notifications/notifications-page'),
  (m) => m.NotificationsPage,
);
