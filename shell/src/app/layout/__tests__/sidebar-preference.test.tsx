import { act, renderHook } from '@testing-library/react';
import { SIDEBAR_COLLAPSED_KEY, useSidebarCollapsed } from '../sidebar-preference';

afterEach(() => window.localStorage.clear());

describe('the sidebar preference', () => {
  it('starts wide, and once collapsed stays collapsed in the next visit of this browser', () => {
    const first = renderHook(() => useSidebarCollapsed());
    expect(first.result.current[0]).toBe(false);
    act(() => first.result.current[1]());
    expect(first.result.current[0]).toBe(true);
    expect(window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('1');
    first.unmount();

    const next = renderHook(() => useSidebarCollapsed());
    expect(next.result.current[0]).toBe(true);
    act(() => next.result.current[1]());
    expect(next.result.current[0]).toBe(false);
    expect(window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('0');
  });

  it('works, for this page only, where the browser refuses storage', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      const { result } = renderHook(() => useSidebarCollapsed());
      act(() => result.current[1]());
      expect(result.current[0]).toBe(true);
    } finally {
      setItem.mockRestore();
    }
  });
});
