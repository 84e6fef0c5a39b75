import type { Locator } from '@playwright/test';
import { Screen } from './screen';

export interface NewRetailerFields {
  name: string;
  city: string;
  province?: string;
  phone: string;
  address: string;
}

/** New Order (/order-management/new): an order taken by phone, its retailer, its priced lines and totals. */
export class NewOrderPage extends Screen {
  static override readonly route = '/order-management/new';
  static override readonly heading = 'New Order';
  readonly retailer = this.page.getByRole('combobox', { name: 'Retailer' });
  readonly addProduct = this.page.getByRole('combobox', { name: 'Add product' });
  readonly addRetailerButton = this.page.getByRole('button', { name: 'Add a new retailer' });
  readonly notes = this.page.getByRole('textbox', { name: 'Notes' });
  readonly saveButton = this.page.getByRole('button', { name: 'Save Order' });
  readonly cancelButton = this.page.getByRole('link', { name: 'Cancel' });
  readonly subtotal = this.page.getByTestId('order-subtotal');
  readonly discount = this.page.getByTestId('order-discount');
  readonly total = this.page.getByTestId('order-total');

  /** A labelled field of the form ('Phone', 'Retailer Name'...). */
  field(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  /** The order's line of `product`. */
  line(product: string): Locator {
    return this.page.getByRole('listitem', { name: product });
  }

  quantity(product: string): Locator {
    return this.page.getByRole('textbox', { name: `Quantity of ${product}` });
  }

  /** Searches the retailers for `search` and picks the one named `name`. */
  async chooseRetailer(search: string, name: string): Promise<void> {
    await this.retailer.fill(search);
    await this.page.getByRole('option', { name: new RegExp(`^${escape(name)}`) }).click();
  }

  /** Searches the products for `search`, picks `name` and sets its line's quantity. */
  async addLine(search: string, name: string, quantity: number): Promise<void> {
    await this.addProduct.fill(search);
    // The name then its SKU: "CAN 50kg Bag" must not also pick "CAN 50kg Bag (Bulk Pack)".
    await this.page.getByRole('option', { name: new RegExp(`^${escape(name)} SKU `) }).click();
    await this.quantity(name).fill(String(quantity));
  }

  /** Add a new retailer, then its fields. */
  async typeNewRetailer(fields: NewRetailerFields): Promise<void> {
    await this.addRetailerButton.click();
    await this.field('Retailer Name').fill(fields.name);
    await this.field('City').fill(fields.city);
    if (fields.province) await this.field('Province').fill(fields.province);
    await this.field('Phone').fill(fields.phone);
    await this.field('Address').fill(fields.address);
  }

  async save(): Promise<void> {
    await this.saveButton.click();
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
