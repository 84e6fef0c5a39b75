import type { LazyPage } from './lazy-page';
import { DashboardPage, TeamAccessPage } from './pages';

/**
 * The sidebar's pages the shell serves itself, by their route's id (app/routes.ts): what the router
 * shows and what the first screen preloads for them. Every other route names its remote.
 */
export const SHELL_PAGES: Readonly<Record<string, LazyPage>> = { dashboard: DashboardPage, teamAccess: TeamAccessPage };
