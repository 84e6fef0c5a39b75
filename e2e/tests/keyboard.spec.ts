import { expect, test, type Page } from '@playwright/test';
import { DEMO_SELLER, E2E_SELLERS } from '../support/env';
import { apiToken, signInViaApi } from '../support/portal';
import { moveOrder, placeOrders } from '../support/orders';
import { OrdersPage } from '../pages/orders-page';

/** What the keyboard is on, and whether it shows: a 2 px outline on it (or on the control around a hidden input), or a focused field's border. */
const focusShown = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { what: 'nothing', shown: false };
    const ringed = (el.closest('.Mui-focusVisible') as HTMLElement | null) ?? el;
    const style = getComputedStyle(ringed);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    // A field shows focus on its box: MUI's focused border, or (the top bar's native search) a ring on its wrapper.
    let field = el.closest('.MuiInputBase-root')?.classList.contains('Mui-focused') ?? false;
    if (!field && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA')) {
      for (let box = el.parentElement, i = 0; box && i < 3 && !field; box = box.parentElement, i++) field = getComputedStyle(box).boxShadow.includes('inset');
    }
    return { what: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`, shown: outlined || field };
  });

test.describe('keyboard and focus', () => {
  test('the first Tab stop is "Skip to content", which takes the keyboard past the sidebar and top bar to the page', async ({ page }) => {
    await signInViaApi(page, DEMO_SELLER);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByTestId('recent-orders')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  test('every control the keyboard reaches on a page shows where it is', async ({ page }) => {
    await signInViaApi(page, DEMO_SELLER);
    const orders = new OrdersPage(page);
    await orders.open();
    await expect(orders.orderCards.first()).toBeVisible();
    // The skip link, the sidebar, the top bar, the page's filters, cards and their buttons.
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const focus = await focusShown(page);
      expect(focus.shown, `Tab ${i + 1}: ${focus.what} shows no focus`).toBe(true);
      seen.add(focus.what);
    }
    expect(seen.size).toBeGreaterThan(20);
  });

  test('a dialog gives focus back to what opened it, and after a move the keyboard stays on the order', async ({ page }) => {
    const token = await apiToken(page.request, E2E_SELLERS.keyboard);
    const [order] = await placeOrders(page, token, 1);
    await signInViaApi(page, E2E_SELLERS.keyboard);
    const orders = new OrdersPage(page);
    await orders.open();
    const card = orders.orderCard(order!.orderNumber);
    const cancel = card.getByRole('button', { name: 'Cancel Order' });
    await cancel.focus();
    await page.keyboard.press('Enter');
    const cancelling = page.getByRole('dialog', { name: `Cancel order ${order!.orderNumber}?` });
    await expect(cancelling).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cancelling).toBeHidden();
    await expect(cancel).toBeFocused();

    // Confirming takes the Confirm Order button away with it: the keyboard stays on the order's card.
    await card.getByRole('button', { name: 'Confirm Order' }).focus();
    await page.keyboard.press('Enter');
    const confirming = page.getByRole('dialog', { name: `Confirm order ${order!.orderNumber}?` });
    await confirming.getByRole('button', { name: 'Confirm Order' }).focus();
    await page.keyboard.press('Enter');
    await expect(confirming).toBeHidden();
    await expect(card.getByRole('button', { name: 'Start Processing' })).toBeVisible();
    await expect(card).toBeFocused();
    // And Tab goes on from there, into the card.
    await page.keyboard.press('Tab');
    expect(await page.evaluate((n) => document.activeElement?.closest(`article[aria-label="Order ${n}"]`) !== null, order!.orderNumber)).toBe(true);
    // Cancelled again, so the retailer's credit is as the other tests of this seller expect it.
    await moveOrder(page, token, order!._id, { status: 'cancelled', notes: 'Keyboard test order' });
  });
});
