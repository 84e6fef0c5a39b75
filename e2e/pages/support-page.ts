import type { Locator } from '@playwright/test';
import { Dialog, fillFields } from './dialog';
import { Screen } from './screen';
import { SummaryTiles } from './summary-tiles';

/** Support & Notifications: the ticket tiles, recent tickets with their details, system notifications and the new ticket form. */
export class SupportPage extends Screen {
  static override readonly route = '/support';
  static override readonly heading = 'Support & Notifications';
  readonly tiles = new SummaryTiles(this.page);
  readonly recentTicketsHeading = this.page.getByRole('heading', { name: 'Recent Support Tickets' });
  readonly systemNotificationsHeading = this.page.getByRole('heading', { name: 'System Notifications' });
  readonly tickets = this.page.getByRole('list', { name: 'Recent support tickets' });
  readonly ticketButtons = this.tickets.getByRole('button');
  readonly notificationsList = this.page.getByRole('list', { name: 'System notifications' });
  readonly notificationItems = this.notificationsList.getByRole('listitem');
  readonly newTicketButton = this.page.getByRole('button', { name: 'New Ticket' });

  ticket(reference: string, subject: string): Locator {
    return this.tickets.getByRole('button', { name: `${reference} ${subject}` });
  }

  /** The toast confirming a new ticket, whose reference it names. */
  ticketCreatedToast(contactMethod: string): Locator {
    return this.page.getByText(new RegExp(`^Ticket TKT-\\d{6} has been created\\. You will receive updates via ${contactMethod}\\.$`));
  }

  async openNewTicket(): Promise<TicketForm> {
    await this.newTicketButton.click();
    return new TicketForm(this.page);
  }

  async openTicket(reference: string, subject: string): Promise<Dialog> {
    await this.ticket(reference, subject).click();
    return new Dialog(this.page, `Ticket ${reference}`);
  }
}

const TICKET_LABELS = { subject: 'Subject', category: 'Category', priority: 'Priority', contactMethod: 'Contact Method', description: 'Description' } as const;
type TicketField = keyof typeof TICKET_LABELS;

/** Create New Support Ticket. */
export class TicketForm extends Dialog {
  static override readonly dialogName = 'Create New Support Ticket';
  readonly createTicketButton = this.root.getByRole('button', { name: 'Create Ticket' });

  field(name: TicketField): Locator {
    return this.root.getByLabel(TICKET_LABELS[name]);
  }

  async fill(values: Partial<Record<TicketField, string>>): Promise<void> {
    await fillFields((name) => this.field(name), values, ['category', 'priority', 'contactMethod']);
  }
}
