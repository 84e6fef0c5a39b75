import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from '../use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives the value once typing has paused for the delay, not per key', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 250), { initialProps: { value: 'u' } });
    expect(result.current).toBe('u');
    rerender({ value: 'ur' });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 'ure' });
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe('u');
    act(() => jest.advanceTimersByTime(50));
    expect(result.current).toBe('ure');
  });

  it('starts from `initial` when given, so what was typed before mounting waits for the pause too', () => {
    const { result } = renderHook(() => useDebouncedValue('ORD-1', 250, ''));
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(250));
    expect(result.current).toBe('ORD-1');
  });
});
