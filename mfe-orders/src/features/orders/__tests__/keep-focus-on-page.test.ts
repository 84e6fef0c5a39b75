import { keepFocusOnPage } from '../../../lib/focus';

/** Resolves after the next animation frame, when keepFocusOnPage looks at the focus. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
/** Resolves once the MutationObserver callbacks queued by a DOM change have run. */
const mutationsSeen = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function page() {
  document.body.innerHTML = `
    <article tabindex="-1" data-testid="card"><button>Confirm Order</button><button>Cancel Order</button></article>
    <input aria-label="Search" />`;
  const card = document.querySelector<HTMLElement>('[data-testid="card"]')!;
  const [confirm, cancel] = Array.from(card.querySelectorAll('button'));
  return { card, confirm: confirm!, cancel: cancel!, search: document.querySelector<HTMLInputElement>('input')! };
}

describe('keepFocusOnPage', () => {
  test('focus already lost when the dialog closes goes to the fallback at once', async () => {
    const { card, confirm } = page();
    confirm.focus();
    confirm.remove();
    keepFocusOnPage(() => card);
    await nextFrame();
    expect(document.activeElement).toBe(card);
  });

  test('a control that keeps focus and stays keeps it', async () => {
    const { card, cancel } = page();
    cancel.focus();
    keepFocusOnPage(() => card);
    await nextFrame();
    card.append(document.createElement('span'));
    await mutationsSeen();
    expect(document.activeElement).toBe(cancel);
  });

  test('a control that goes later, with a re-render after the dialog closed, hands focus to the fallback', async () => {
    const { card, confirm } = page();
    confirm.focus();
    keepFocusOnPage(() => card);
    await nextFrame();
    expect(document.activeElement).toBe(confirm);
    confirm.remove();
    await mutationsSeen();
    expect(document.activeElement).toBe(card);
  });

  test('once the user has moved on, a control going later takes nothing from them', async () => {
    const { card, confirm, search } = page();
    confirm.focus();
    keepFocusOnPage(() => card);
    await nextFrame();
    search.focus();
    confirm.remove();
    await mutationsSeen();
    expect(document.activeElement).toBe(search);
  });
});
