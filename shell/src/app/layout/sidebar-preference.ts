import { useCallback, useState } from 'react';

/** Where the browser keeps whether the sidebar is narrow (per browser, like a window's size). */
export const SIDEBAR_COLLAPSED_KEY = 'agrihub.sidebarCollapsed';

function stored(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === '1';
  } catch {
    // Storage refused (private mode, a policy): the sidebar starts wide, as it always did.
    return false;
  }
}

/** Collapsed or wide, as the user left it last time in this browser. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(stored);
  const toggle = useCallback(() => {
    setCollapsed((was) => {
      try {
        window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, was ? '0' : '1');
      } catch {
        /* kept for this page only */
      }
      return !was;
    });
  }, []);
  return [collapsed, toggle];
}
