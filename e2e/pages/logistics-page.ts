import { expect, type Locator } from '@playwright/test';
import { Dialog, chooseOption } from './dialog';
import { Screen } from './screen';

/** Logistics & Fulfillment: the shipment figures and list, tracking, and the Schedule Pickup dialog. */
export class LogisticsPage extends Screen {
  static override readonly route = '/logistics';
  static override readonly heading = 'Logistics & Fulfillment';
  readonly shipments = this.page.getByTestId('shipment');
  readonly schedulePickupButton = this.page.getByRole('button', { name: 'Schedule Pickup' });
  readonly pickupScheduledAlert = this.page.getByRole('alert').filter({ hasText: 'Pickup Scheduled' });

  /** A figure at the top: shipments in transit, or pickups scheduled. */
  figure(kind: 'in-transit' | 'pickups'): Locator {
    return this.page.getByTestId(`stat-${kind}-value`);
  }

  /** The shipments showing `text` (an order number or a status). */
  shipment(text: string): Locator {
    return this.shipments.filter({ hasText: text });
  }

  async openSchedulePickup(): Promise<PickupDialog> {
    await this.schedulePickupButton.click();
    return new PickupDialog(this.page);
  }

  async track(orderNumber: string): Promise<Dialog> {
    await this.shipment(orderNumber)
      .getByRole('button', { name: `Track ${orderNumber}` })
      .click();
    return new Dialog(this.page, `Tracking ${orderNumber}`);
  }

  /** Track on the first shipment showing `status`. */
  async trackFirst(status: string): Promise<Dialog> {
    await this.shipment(status)
      .first()
      .getByRole('button', { name: /^Track / })
      .click();
    return new Dialog(this.page, /^Tracking ORD-/);
  }
}

const PICKUP_LABELS = {
  retailer: 'Retailer',
  address: 'Pickup Address',
  date: 'Pickup Date',
  contactPerson: 'Contact Person',
  contactPhone: 'Contact Phone',
} as const;
type PickupField = keyof typeof PICKUP_LABELS;

/** Schedule Pickup: the order, where and when, and whom to call. */
export class PickupDialog extends Dialog {
  static override readonly dialogName = 'Schedule Pickup';
  readonly urgency = this.root.getByRole('combobox', { name: 'Urgency' });
  readonly timeSlot = this.root.getByRole('combobox', { name: 'Time Slot' });
  readonly orderNumber = this.root.getByRole('combobox', { name: 'Order Number' });
  readonly scheduleButton = this.root.getByRole('button', { name: 'Schedule Pickup' });

  field(name: PickupField): Locator {
    return this.root.getByLabel(PICKUP_LABELS[name]);
  }

  /** Picks the first order the select offers; answers its number. */
  async chooseFirstOrder(): Promise<string> {
    await this.orderNumber.click();
    const option = this.page.getByRole('option').first();
    const orderNumber = ((await option.locator('div').first().textContent()) ?? '').trim();
    expect(orderNumber).toMatch(/^ORD-\d+$/);
    await option.click();
    return orderNumber;
  }

  async chooseTimeSlot(slot: string): Promise<void> {
    await chooseOption(this.page, 'Time Slot', slot);
  }
}
