/**
 * After a dialog closed: MUI gives focus back to the control that opened it, but a move's button goes
 * with the move it made, and focus would fall to the page's body, losing the keyboard user's place
 * (issue 41). Then `fallback` takes it: the order's card, or the page's heading.
 */
export function keepFocusOnPage(fallback: () => HTMLElement | null | undefined): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    fallback()?.focus();
  });
}
