import type { Locator } from '@playwright/test';
import { chooseOption } from './dialog';
import { Screen } from './screen';

/** The notification center (/notifications): every notification, paged, filtered by unread and type. */
export class NotificationsPage extends Screen {
  static override readonly route = '/notifications';
  static override readonly heading = 'Notifications';
  readonly list = this.page.getByRole('list', { name: 'Notifications' });
  readonly items = this.list.getByTestId('center-notification');
  readonly unreadItems = this.list.locator('[data-testid="center-notification"][data-unread="true"]');
  readonly readItems = this.list.locator('[data-testid="center-notification"][data-unread="false"]');
  readonly allButton = this.page.getByRole('button', { name: 'All', exact: true });
  readonly unreadButton = this.page.getByRole('button', { name: 'Unread', exact: true });
  readonly markAllReadButton = this.page.getByRole('button', { name: 'Mark all as read' });
  readonly noMatch = this.page.getByText('No notifications match these filters.');

  /** The notification whose title is `title`. */
  item(title: string | RegExp): Locator {
    return this.items.filter({ hasText: title });
  }

  async showUnread(): Promise<void> {
    await this.unreadButton.click();
  }

  async showAll(): Promise<void> {
    await this.allButton.click();
  }

  /** Picks a type ('Order status changes') in the Type filter. */
  async filterByType(label: string): Promise<void> {
    await chooseOption(this.page, 'Type', label);
  }
}
