import { act, renderHook } from '@testing-library/react';
import { useDialogState } from '../use-dialog-state';

test('starts closed with no value, key 0', () => {
  const { result } = renderHook(() => useDialogState<string>());
  expect(result.current).toMatchObject({ open: false, value: null, key: 0 });
});

test('show opens with the value and a new key; close keeps the value and key', () => {
  const { result } = renderHook(() => useDialogState<string>());
  act(() => result.current.show('a'));
  expect(result.current).toMatchObject({ open: true, value: 'a', key: 1 });
  act(() => result.current.close());
  expect(result.current).toMatchObject({ open: false, value: 'a', key: 1 });
  act(() => result.current.show('b'));
  expect(result.current).toMatchObject({ open: true, value: 'b', key: 2 });
});

test('show and close keep their identity across renders', () => {
  const { result, rerender } = renderHook(() => useDialogState());
  const { show, close } = result.current;
  act(() => result.current.show());
  rerender();
  expect(result.current.show).toBe(show);
  expect(result.current.close).toBe(close);
  expect(result.current).toMatchObject({ open: true, key: 1 });
});
