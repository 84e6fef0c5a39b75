import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from '../../router';
import { readPage, useUrlFilters } from '../use-url-filters';

interface Filters {
  q: string;
  status: string;
  page: number;
}

const read = (params: URLSearchParams): Filters => {
  const page = Number(params.get('page') ?? '1');
  return { q: params.get('q') ?? '', status: params.get('status') ?? '', page: Number.isInteger(page) && page >= 1 ? page : 1 };
};
const write = (f: Filters) => ({ q: f.q, status: f.status });

function setup(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/start', url]}>{children}</MemoryRouter>;
  return renderHook(() => ({ hook: useUrlFilters(read, write), location: useLocation(), navigate: useNavigate() }), { wrapper });
}

test('reads the query, and two changes before a render both reach the URL, back at page 1', () => {
  const { result } = setup('/list?page=4&view=grid');
  expect(result.current.hook.filters).toEqual({ q: '', status: '', page: 4 });
  act(() => {
    result.current.hook.setFilters({ q: 'urea' });
    result.current.hook.setFilters({ status: 'Active' });
  });
  expect(result.current.location.search).toBe('?view=grid&q=urea&status=Active');
  expect(result.current.hook.filters).toEqual({ q: 'urea', status: 'Active', page: 1 });
  act(() => result.current.hook.setPage(2));
  expect(result.current.location.search).toBe('?view=grid&q=urea&status=Active&page=2');
  act(() => result.current.hook.setFilters({ q: '' }));
  expect(result.current.location.search).toBe('?view=grid&status=Active');
});

test('a search replaces the history entry; other filters and pages add one', () => {
  const { result } = setup('/list');
  act(() => result.current.hook.setFilters({ q: 'dap' }));
  act(() => result.current.hook.setFilters({ status: 'Active' }));
  expect(result.current.location.search).toBe('?q=dap&status=Active');
  act(() => void result.current.navigate(-1));
  expect(result.current.location.pathname + result.current.location.search).toBe('/list?q=dap');
  act(() => void result.current.navigate(-1));
  expect(result.current.location.pathname).toBe('/start');
});

test("a second list on the page keeps its page under its own key and leaves the first list's page alone", () => {
  const readSecond = (params: URLSearchParams) => ({ q: params.get('otherQ') ?? '', page: readPage(params, 'otherPage') });
  const writeSecond = (f: { q: string }) => ({ otherQ: f.q });
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/list?page=3&otherPage=2']}>{children}</MemoryRouter>;
  const { result } = renderHook(() => ({ hook: useUrlFilters(readSecond, writeSecond, { pageKey: 'otherPage' }), location: useLocation() }), { wrapper });
  expect(result.current.hook.filters).toEqual({ q: '', page: 2 });
  act(() => result.current.hook.setPage(5));
  expect(result.current.location.search).toBe('?page=3&otherPage=5');
  act(() => result.current.hook.setFilters({ q: 'okara' }));
  expect(result.current.location.search).toBe('?page=3&otherQ=okara');
});

test('a page past the end of the list moves to the last page in place of the empty one; a page within stays', () => {
  const { result } = setup('/list?status=Active&page=9');
  act(() => result.current.hook.keepPageWithin(undefined, 20));
  expect(result.current.location.search).toBe('?status=Active&page=9');
  act(() => result.current.hook.keepPageWithin(45, 20));
  expect(result.current.location.search).toBe('?status=Active&page=3');
  act(() => result.current.hook.keepPageWithin(45, 20));
  expect(result.current.location.search).toBe('?status=Active&page=3');
  // Back skips the empty page it replaced.
  act(() => void result.current.navigate(-1));
  expect(result.current.location.pathname).toBe('/start');
  // An empty list has one page.
  act(() => void result.current.navigate('/list?page=2'));
  act(() => result.current.hook.keepPageWithin(0, 20));
  expect(result.current.location.search).toBe('');
});
