import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorAnswer, fill, renderWithProviders, setupApiServer } from '@agrihub/shared/testing';
import type { ApiData } from '@agrihub/shared';
import { NewTicketDialog } from '../components/new-ticket-dialog';

const server = setupApiServer();

/** Pasting keeps these tests quick on a busy machine; typing each key adds nothing here. */
const created: ApiData<'/api/support/tickets', 'post'>['ticket'] = {
  _id: 't9',
  reference: 'TKT-482913',
  subject: 'Cannot print invoices',
  category: 'technical',
  status: 'Open',
  priority: 'high',
  description: 'Nothing happens.',
  contactMethod: 'whatsapp',
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
};

function open() {
  const onClose = jest.fn();
  renderWithProviders(<NewTicketDialog open onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Create New Support Ticket' });
  return { dialog, onClose };
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('Create New Support Ticket', () => {
  it('offers every field and option, priority medium and contact method email by default', () => {
    const { dialog } = open();
    expect(within(dialog).getByLabelText(/Subject/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/Description/)).toHaveValue('');
    const category = within(dialog).getByLabelText(/Category/);
    expect(category).toHaveValue('');
    expect(optionsOf(category)).toEqual(['Select a category', 'Technical', 'Billing', 'Account', 'Orders', 'Products', 'General']);
    const priority = within(dialog).getByLabelText(/Priority/);
    expect(priority).toHaveValue('medium');
    expect(optionsOf(priority)).toEqual(['Select a priority', 'Low', 'Medium', 'High', 'Urgent']);
    const contact = within(dialog).getByLabelText(/Contact Method/);
    expect(contact).toHaveValue('email');
    expect(optionsOf(contact)).toEqual(['Select a contact method', 'Email', 'Phone', 'SMS', 'WhatsApp']);
  });

  it('shows the message of every required field', async () => {
    server.answer('post', '/api/support/tickets', () => ({ data: { ticket: created } }));
    const { dialog } = open();
    await userEvent.selectOptions(within(dialog).getByLabelText(/Priority/), '');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Contact Method/), '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));
    for (const message of ['Subject is required', 'Category is required', 'Priority is required', 'Contact method is required', 'Description is required']) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(server.requests).toEqual([]);
  });

  it('stores the ticket and says updates come by the chosen contact method', async () => {
    server.answer('post', '/api/support/tickets', () => ({ data: { ticket: created } }));
    const { dialog, onClose } = open();
    await fill(within(dialog).getByLabelText(/Subject/), 'Cannot print invoices');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Category/), 'technical');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Priority/), 'high');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Contact Method/), 'whatsapp');
    await fill(within(dialog).getByLabelText(/Description/), 'Nothing happens.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.requests.map(({ method, path, query, body }) => ({ method, path, query, body }))).toEqual([
      {
        method: 'post',
        path: '/api/support/tickets',
        query: {},
        body: {
          subject: 'Cannot print invoices',
          category: 'technical',
          priority: 'high',
          contactMethod: 'whatsapp',
          description: 'Nothing happens.',
        },
      },
    ]);
    expect(await screen.findByText('Ticket Created')).toBeInTheDocument();
    expect(screen.getByText('Ticket TKT-482913 has been created. You will receive updates via WhatsApp.')).toBeInTheDocument();
  });

  it('a failed save keeps what was typed and shows the server message', async () => {
    server.answer('post', '/api/support/tickets', () => errorAnswer(400, 'Subject is required', { subject: 'Subject is required' }));
    const { dialog, onClose } = open();
    await fill(within(dialog).getByLabelText(/Subject/), ' x ');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Category/), 'billing');
    await fill(within(dialog).getByLabelText(/Description/), 'Details');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));
    expect(await screen.findByText('Could not create ticket')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Description/)).toHaveValue('Details');
    expect(within(dialog).getByLabelText(/Category/)).toHaveValue('billing');
    expect(onClose).not.toHaveBeenCalled();
  });
});
