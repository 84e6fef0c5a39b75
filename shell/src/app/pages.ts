// Every page and area of the shell, each loaded on its own (app/lazy-page.ts).
import { lazyPage } from './lazy-page';

export const LoginPage = lazyPage(() => import('../pages/login/login-page'), (m) => m.LoginPage);
export const SignupPage = lazyPage(() => import('../pages/signup/signup-page'), (m) => m.SignupPage);
export const ForgotPasswordPage = lazyPage(() => import('../pages/forgot-password/forgot-password-page'), (m) => m.ForgotPasswordPage);
export const NotFoundPage = lazyPage(() => import('../pages/not-found/not-found-page'), (m) => m.NotFoundPage);
export const DashboardPage = lazyPage(() => import('../pages/dashboard/dashboard-page'), (m) => m.DashboardPage);
export const PortalLayout = lazyPage(() => import('./layout/portal-layout'), (m) => m.PortalLayout);
export const RemotePage = lazyPage(() => import('./remotes/remote-page'), (m) => m.RemotePage);
export const VerifiedOnly = lazyPage(() => import('../features/auth/verified-only'), (m) => m.VerifiedOnly);
export const ServicesOutlet = lazyPage(() => import('./services-outlet'), (m) => m.ServicesOutlet);
