/**
 * Test helpers for the shell and remotes (import from @agrihub/shared/testing, tests only).
 * Plain .ts without JSX because the package exports map names this file.
 */
import { Fragment, createElement } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RenderOptions } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '../router';
import { QueryClient } from '@tanstack/react-query';
import { PortalProviders } from '../providers/portal-providers';
import { permissionAreaValues } from '../api/openapi.gen';
import { holdSessionUser } from '../session/session';
import { LANGUAGE_STORAGE_KEY } from '../i18n/i18n';
import type { SessionUser } from '../session/session';
import { COOKIES } from '../lib/cookies';

export { FakeXhr } from './fake-xhr';
export * from './api-server';

/**
 * This browser forgets its language choice: localStorage and the cookie the server reads
 * (i18n/i18n.ts keeps both), as on a device that never chose.
 */
export function forgetLanguageChoice(): void {
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  document.cookie = `${COOKIES.language}=; max-age=0; path=/`;
}

/** No retries and no garbage collection, so failures show at once and nothing leaks between asserts. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** The signed-in user of the apps' tests: an admin, who may change every area. */
export const testUser: SessionUser = {
  _id: 'u1',
  firstName: 'Ayesha',
  lastName: 'Malik',
  email: 'seller@demo.pk',
  role: 'admin',
  permissions: [...permissionAreaValues],
  companyName: 'Punjab Agro Industries',
  companyCity: 'Lahore',
  isVerified: true,
  language: 'en',
};

/** `testUser` with another role and the areas the server would send with it. */
export function testUserAs(role: SessionUser['role'], permissions: SessionUser['permissions']): SessionUser {
  return { ...testUser, role, permissions };
}

export interface ProvidersRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  queryClient?: QueryClient;
  /** Who is signed in (useCan, Permitted); `testUser`, an admin, unless given. */
  user?: SessionUser | null;
}

export function renderWithProviders(ui: ReactElement, { route = '/', queryClient, user = testUser, ...options }: ProvidersRenderOptions = {}) {
  holdSessionUser(user);
  const client = queryClient ?? createTestQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) =>
    createElement(PortalProviders, {
      queryClient: client,
      children: createElement(MemoryRouter, { initialEntries: [route] }, children),
    });
  return { queryClient: client, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/** The part of the address a test reads from `screen.getByTestId('location')` (renderModule's `probe`). */
export type LocationPart = 'pathname' | 'search';

/** The address's `part` as a reader sees it: the path, or the query decoded (a `+` as the space it stands for). */
function LocationProbe({ part }: { part: LocationPart }) {
  const { pathname, search } = useLocation();
  const text = part === 'pathname' ? pathname : decodeURIComponent(search.replace(/\+/g, ' '));
  return createElement('output', { 'data-testid': 'location' }, text);
}

export interface ModuleRenderOptions extends ProvidersRenderOptions {
  /** Also show this part of the address, as an output with the test id `location`. */
  probe?: LocationPart;
}

/**
 * Renders a remote's `page` as the shell mounts it: owning the paths below `base`
 * (`<Route path="/order-management/*">`), opened at `route` (`base` unless given).
 */
export function renderModule(base: string, page: ReactElement, { route = base, probe, ...options }: ModuleRenderOptions = {}) {
  const routes = createElement(Routes, null, createElement(Route, { path: `${base}/*`, element: page }));
  return renderWithProviders(probe ? createElement(Fragment, null, routes, createElement(LocationProbe, { part: probe })) : routes, { route, ...options });
}

/** A JSON Response for fetch mocks. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Types `text` into a field the way a user pastes it: a click into the field, then one paste. */
export async function fill(field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/**
 * The hint a control refused by `Permitted` shows when a mouse pointer reaches it. The pointer lands
 * on the control's wrapper (a disabled button takes none); jsdom has no PointerEvent, so the event
 * is made as a browser sends it.
 */
export async function refusalHintOf(control: HTMLElement): Promise<string> {
  const wrapper = control.closest<HTMLElement>('[data-refused-area]');
  if (!wrapper) throw new Error('The control is not refused: it has no Permitted wrapper');
  const event = createEvent.pointerOver(wrapper);
  Object.defineProperty(event, 'pointerType', { value: 'mouse' });
  fireEvent(wrapper, event);
  return (await screen.findByRole('tooltip')).textContent ?? '';
}
