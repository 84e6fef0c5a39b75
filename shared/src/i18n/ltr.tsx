import type { ReactNode } from 'react';

/**
 * Keeps what reads left to right (an order number, a SKU, a phone number, an NTN) in that order
 * inside Urdu's right-to-left text: an isolate, so the text around it is not reordered either.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
