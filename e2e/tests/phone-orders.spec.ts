import { expect, test } from '@playwright/test';
import { E2E_SELLERS } from '../support/env';
import { pktToday } from '../support/commerce';
import { pkr } from '../support/orders';
import { screenshot, sellerApi, signInViaApi } from '../support/portal';
import { OrderPage } from '../pages/order-page';
import { NewOrderPage } from '../pages/new-order-page';
import { OrdersPage } from '../pages/orders-page';

const SELLER = E2E_SELLERS.phone;
const RULE_DISCOUNT = 12.5;

type Api = Awaited<ReturnType<typeof sellerApi>>;
type ListedProduct = { _id: string; name: string; sku: string; price: number; status: string; category: string };
type Retailer = { _id: string; name: string; city: string };

const orderCount = async (api: Api) => (await api.get<{ pagination: { total: number } }>('/orders?pageSize=1')).pagination.total;

/** The rule's price of `quantity` units at `price` rupees, in rupees, as the server rounds it (paisa, half up). */
function discounted(price: number, quantity: number, percent: number): number {
  const gross = Math.round(price * 100) * quantity;
  const off = Math.floor((gross * Math.round(percent * 100) + 5000) / 10000);
  return (gross - off) / 100;
}

test.describe('Orders taken by phone', () => {
  test('a phone order gets the pricing rule its quantity reaches, is saved pending and opens its page', async ({ page, request }) => {
    const api = await sellerApi(request, SELLER);
    const rule = await api.post<{ rule: { name: string } }>('/pricing-rules', {
      name: `Phone Orders Fertilizer Deal ${Date.now()}`,
      type: 'Volume Discount',
      category: 'Fertilizers',
      discount: RULE_DISCOUNT,
      minQuantity: 100,
      validUntil: pktToday(30),
    });
    const { products } = await api.get<{ products: ListedProduct[] }>('/products?category=fertilizers&pageSize=100');
    const fertilizer = products.find((p) => p.status === 'active');
    expect(fertilizer, 'an active fertilizer in the e2e catalog').toBeDefined();
    const { retailers } = await api.get<{ retailers: Retailer[] }>('/retailers');
    const retailer = retailers[0]!;
    const before = await orderCount(api);

    await signInViaApi(page, SELLER);
    const orders = new OrdersPage(page);
    await orders.open();
    const form = await orders.newOrder();
    await form.chooseRetailer(retailer.name, retailer.name);
    await form.addLine(fertilizer!.sku, fertilizer!.name, 120);

    await expect(form.line(fertilizer!.name)).toContainText(`${rule.rule.name}: ${RULE_DISCOUNT}% off`);
    const total = discounted(fertilizer!.price, 120, RULE_DISCOUNT);
    await expect(form.total).toHaveText(pkr(total));
    await expect(form.subtotal).toHaveText(pkr(fertilizer!.price * 120));

    await form.notes.fill('Taken by phone (e2e)');
    await form.save();
    await expect(page).toHaveURL(/\/order-management\/ORD-\d+$/);
    const orderNumber = /ORD-\d+$/.exec(page.url())![0];
    await expect(form.message(`Order ${orderNumber} created`)).toBeVisible();

    // Saved as typed: pending, for that retailer, at the quoted price.
    const { order } = await api.get<{ order: { status: string; total: number; customer: { name: string }; items: { rule: { name: string } | null }[] } }>(
      `/orders/${orderNumber}`,
    );
    expect(order).toMatchObject({ status: 'pending', total, customer: { name: retailer.name } });
    expect(order.items[0]!.rule?.name).toBe(rule.rule.name);
    expect(await orderCount(api)).toBe(before + 1);
  });

  test('bad input is said at its field and nothing is saved: no products, a new retailer with a bad phone', async ({ page, request }) => {
    const api = await sellerApi(request, SELLER);
    const before = await orderCount(api);
    await signInViaApi(page, SELLER);
    const orders = new OrdersPage(page);
    await orders.open();
    const form = await orders.newOrder();

    await form.save();
    await expect(form.message('Add at least one product to the order')).toBeVisible();
    await expect(form.retailer).toHaveAccessibleDescription('Choose a retailer or add a new one');

    await form.typeNewRetailer({ name: 'E2E Phone Beej Ghar', city: 'Okara', phone: '12345', address: 'Depalpur Road' });
    await form.save();
    await expect(form.field('Phone')).toHaveAccessibleDescription('Enter a valid Pakistani phone number (e.g. 03001234567)');
    await expect(page).toHaveURL(/\/order-management\/new$/);
    // Nothing typed is lost, and the server has no new order.
    await expect(form.field('Retailer Name')).toHaveValue('E2E Phone Beej Ghar');
    expect(await orderCount(api)).toBe(before);
  });

  // Issue 41, item 6: Repeat Order and the retailer's credit before saving.
  test("Repeat Order opens New Order with the past order's retailer and lines, shows the retailer's credit, and saves a new order", async ({
    page,
    request,
  }) => {
    const api = await sellerApi(request, SELLER);
    const { products } = await api.get<{ products: ListedProduct[] }>('/products?category=seeds&pageSize=100');
    const seed = products.find((p) => p.status === 'active')!;
    const { retailers } = await api.get<{ retailers: Retailer[] }>('/retailers');
    const retailer = retailers[1] ?? retailers[0]!;
    const { order: past } = await api.post<{ order: { orderNumber: string } }>('/orders', {
      retailerId: retailer._id,
      lines: [{ productId: seed._id, quantity: 7 }],
    });

    await signInViaApi(page, SELLER);
    const orderPage = new OrderPage(page, past.orderNumber);
    await orderPage.open();
    await page.getByRole('link', { name: 'Repeat Order' }).click();
    const form = new NewOrderPage(page);
    await expect(form.title).toBeVisible();
    await expect(page.getByTestId('repeat-note')).toContainText(`Repeating ${past.orderNumber}`);
    await expect(form.retailer).toHaveValue(retailer.name);
    await expect(form.quantity(seed.name)).toHaveValue('7');
    const credit = page.getByRole('region', { name: `Credit of ${retailer.name}` });
    await expect(credit).toContainText('Credit limit');
    await expect(credit).toContainText('Available credit');
    await expect(credit).toContainText(`This order (with sales tax)${pkr(seed.price * 7)}`);
    await screenshot(page, 'repeat-order-1280');
    await form.save();
    await expect(page).toHaveURL(/\/order-management\/ORD-\d+$/);
    const repeated = /ORD-\d+$/.exec(page.url())![0];
    expect(repeated).not.toBe(past.orderNumber);
    const { order } = await api.get<{ order: { status: string; customer: { name: string }; items: { sku: string; quantity: number }[] } }>(
      `/orders/${repeated}`,
    );
    expect(order).toMatchObject({ status: 'pending', customer: { name: retailer.name }, items: [{ sku: seed.sku, quantity: 7 }] });
  });
});
