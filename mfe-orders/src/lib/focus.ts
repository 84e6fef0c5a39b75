/**
 * How long after a dialog closed a re-render may still take the focused control away: the list's
 * refetch after a move arrives late on a slow network or a busy phone. Long enough for that, short
 * enough that an observer never outlives the page's use of it.
 */
const WATCH_MS = 30_000;

/**
 * After a dialog closed: MUI gives focus back to the control that opened it, but a move's button goes
 * with the move it made, and focus would fall to the page's body, losing the keyboard user's place
 * (issue 41). Then `fallback` takes it: the order's card, or the page's heading. The button may go at
 * once (the move's answer updates the card) or later (the list's refetch re-renders it), so the
 * control focus went back to is watched until it goes, the user moves on, or WATCH_MS pass.
 */
export function keepFocusOnPage(fallback: () => HTMLElement | null | undefined): void {
  requestAnimationFrame(() => {
    const held = document.activeElement;
    if (!held || held === document.body || !held.isConnected) {
      fallback()?.focus();
      return;
    }
    const observer = new MutationObserver(() => {
      if (held.isConnected) return;
      stop();
      // Only where the focus was lost with it: never take it from where the user has put it since.
      if (document.activeElement === null || document.activeElement === document.body) fallback()?.focus();
    });
    const onFocusIn = (event: FocusEvent) => {
      if (event.target !== held) stop();
    };
    const timer = window.setTimeout(stop, WATCH_MS);
    function stop() {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusin', onFocusIn);
  });
}
