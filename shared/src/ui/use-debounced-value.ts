import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: one request per pause in typing, not per key.
 * Until the first pause it is `initial` (by default the value at mount; what was typed before the
 * caller mounted waits too when `initial` is the empty value).
 */
export function useDebouncedValue<T>(value: T, delayMs: number, initial: T = value): T {
  const [settled, setSettled] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
