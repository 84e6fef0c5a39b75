import { useCallback, useState } from 'react';

/**
 * A dialog's open flag and its subject. `value` stays set after `close()`, so the dialog keeps its
 * text while it fades out; `key` changes on every `show()`, so a `key={dialog.key}` gives each
 * opening a fresh form (a cancelled draft does not come back).
 */
export interface DialogState<T> {
  open: boolean;
  /** What the last `show()` was given; null before the first. */
  value: T | null;
  /** 0 before the first opening, one more on every `show()`. */
  key: number;
  show: (value: T) => void;
  /** Clears only `open`: `value` and `key` stay. */
  close: () => void;
}

export function useDialogState<T = void>(): DialogState<T> {
  const [state, setState] = useState<{ open: boolean; value: T | null; key: number }>({ open: false, value: null, key: 0 });
  const show = useCallback((value: T) => setState((s) => ({ open: true, value, key: s.key + 1 })), []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return { ...state, show, close };
}
