/**
 * Test helpers for the shell and remotes (import from @agrihub/shared/testing, tests only).
 * Plain .ts without JSX because the package exports map names this file.
 */
import { createElement } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RenderOptions } from '@testing-library/react';
import { MemoryRouter } from '../router';
import { QueryClient } from '@tanstack/react-query';
import { PortalProviders } from '../providers/portal-providers';

export { FakeXhr } from './fake-xhr';

/** No retries and no garbage collection, so failures show at once and nothing leaks between asserts. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export interface ProvidersRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  queryClient?: QueryClient;
}

export function renderWithProviders(ui: ReactElement, { route = '/', queryClient, ...options }: ProvidersRenderOptions = {}) {
  const client = queryClient ?? createTestQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) =>
    createElement(PortalProviders, {
      queryClient: client,
      children: createElement(MemoryRouter, { initialEntries: [route] }, children),
    });
  return { queryClient: client, ...render(ui, { wrapper: Wrapper, ...options }) };
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
