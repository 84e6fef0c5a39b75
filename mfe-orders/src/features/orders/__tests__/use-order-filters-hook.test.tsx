import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from '@agrihub/shared/router';
import { useOrderFilters } from '../hooks/use-order-filters';

test('two filter changes before a render both reach the URL, and a change starts again at page 1', () => {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/order-management?page=4']}>{children}</MemoryRouter>;
  const { result } = renderHook(() => ({ hook: useOrderFilters(), location: useLocation() }), { wrapper });
  act(() => {
    result.current.hook.setFilters({ from: '2025-01-01' });
    result.current.hook.setFilters({ to: '2025-01-31' });
  });
  expect(result.current.location.search).toBe('?from=2025-01-01&to=2025-01-31');
  expect(result.current.hook.filters).toEqual({ q: '', status: '', from: '2025-01-01', to: '2025-01-31', page: 1 });
  act(() => result.current.hook.setPage(2));
  expect(result.current.location.search).toBe('?from=2025-01-01&to=2025-01-31&page=2');
});
