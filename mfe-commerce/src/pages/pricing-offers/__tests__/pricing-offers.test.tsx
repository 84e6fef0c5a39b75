import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorAnswer, fill, renderWithProviders, setupApiServer } from '@agrihub/shared/testing';
import PricingOffersPage from '..';
import { addDays, pktToday } from '../../../lib/dates';
import { rule, rulesAnswer, writesTo } from '../../../testing/fixtures';

const server = setupApiServer();

const rules = [
  rule(),
  rule({ _id: 'r2', name: 'Loyal Retailer Reward', type: 'Loyalty Discount', category: 'Organic Products', status: 'Inactive', isActive: false }),
  rule({ _id: 'r3', name: 'Kharif Tools Clearance', type: 'Seasonal Offer', category: 'Tools', status: 'Expired', validUntil: addDays(pktToday(), -3) }),
];

const summary = { total: 3, active: 1, inactive: 1, expired: 1 };

function answerRules() {
  server.answer('get', '/api/seller/pricing-rules', () => rulesAnswer(rules, summary));
}

/** The queries of the rule list's reads, in the order they were sent. */
const listQueries = () => server.requestsTo('get', '/api/seller/pricing-rules').map(({ query }) => query);

async function openEdit(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  return screen.findByRole('dialog', { name: 'Edit Pricing Rule' });
}

async function openForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Create New Rule' }));
  return screen.findByRole('dialog', { name: 'Create New Rule' });
}

/** Pasting is as real as typing for formik and much faster under jsdom. */
describe('Pricing & Offers', () => {
  it('lists the rules with type, category, discount, minimum quantity, status and valid until; an expired rule has no toggle but Edit and Delete', async () => {
    answerRules();
    renderWithProviders(<PricingOffersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing & Offers' })).toBeInTheDocument();
    const items = await screen.findAllByTestId('pricing-rule');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Bulk Urea Discount');
    expect(items[0]).toHaveTextContent('Volume Discount · Fertilizers');
    expect(items[0]).toHaveTextContent('10%');
    expect(items[0]).toHaveTextContent('100');
    expect(within(items[0]!).getByRole('button', { name: 'Deactivate Bulk Urea Discount' })).toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Activate Loyal Retailer Reward' })).toBeInTheDocument();
    expect(items[2]).toHaveTextContent('Expired');
    expect(
      within(items[2]!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit', 'Delete']);
  });

  it('searches on the server with what was typed', async () => {
    answerRules();
    renderWithProviders(<PricingOffersPage />);
    await fill(await screen.findByLabelText('Search pricing rules'), 'urea');
    await waitFor(() => expect(listQueries()).toContainEqual({ q: 'urea' }));
  });

  // Issue 41, item 6: the status filter the spec promises.
  it('filters by status on the server, and All Status lists every rule again', async () => {
    server.answer('get', '/api/seller/pricing-rules', ({ query }) =>
      rulesAnswer(
        rules.filter((r) => !query.status || r.status === query.status),
        summary,
      ),
    );
    renderWithProviders(<PricingOffersPage />);
    expect(await screen.findAllByTestId('pricing-rule')).toHaveLength(3);
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All Status', 'Active', 'Inactive', 'Expired']);
    await userEvent.click(screen.getByRole('option', { name: 'Expired' }));
    await waitFor(() => expect(listQueries()).toContainEqual({ status: 'Expired' }));
    await waitFor(() => expect(screen.getAllByTestId('pricing-rule')).toHaveLength(1));
    expect(screen.getByTestId('pricing-rule')).toHaveTextContent('Kharif Tools Clearance');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'All Status' }));
    await waitFor(() => expect(screen.getAllByTestId('pricing-rule')).toHaveLength(3));
  });

  it('the rule form starts empty with minimum quantity 1 and names every missing field', async () => {
    answerRules();
    renderWithProviders(<PricingOffersPage />);
    const dialog = await openForm();
    expect(within(dialog).getByLabelText(/^Minimum Quantity/)).toHaveValue(1);
    await userEvent.clear(within(dialog).getByLabelText(/^Minimum Quantity/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Rule' }));
    for (const text of [
      'Rule name is required',
      'Rule type is required',
      'Category is required',
      'Discount is required',
      'Minimum quantity is required',
      'Valid until is required',
    ]) {
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    }
    expect(writesTo(server)).toEqual([]);
  });

  it('discount must be from 1 to 100, minimum quantity at least 1 and valid until not in the past', async () => {
    answerRules();
    renderWithProviders(<PricingOffersPage />);
    const dialog = await openForm();
    const discount = within(dialog).getByLabelText(/^Discount/);
    const minQuantity = within(dialog).getByLabelText(/^Minimum Quantity/);
    await fill(discount, '0');
    await userEvent.clear(minQuantity);
    await fill(minQuantity, '0');
    await fill(within(dialog).getByLabelText(/^Valid Until/), addDays(pktToday(), -1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Rule' }));
    expect(await within(dialog).findByText('Discount must be between 1 and 100')).toBeInTheDocument();
    expect(within(dialog).getByText('Minimum quantity must be at least 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Valid until cannot be in the past')).toBeInTheDocument();
    await userEvent.clear(discount);
    await fill(discount, '101');
    expect(await within(dialog).findByText('Discount must be between 1 and 100')).toBeInTheDocument();
    await userEvent.clear(minQuantity);
    await fill(minQuantity, '2.5');
    expect(await within(dialog).findByText('Minimum quantity must be a whole number')).toBeInTheDocument();
    expect(writesTo(server)).toEqual([]);
  });

  it("offers the spec's rule types and categories, sends the rule and says 'Pricing rule created successfully!'", async () => {
    answerRules();
    server.answer('post', '/api/seller/pricing-rules', () => ({ data: { rule: rule({ _id: 'new' }) } }));
    renderWithProviders(<PricingOffersPage />);
    const dialog = await openForm();
    await fill(within(dialog).getByLabelText(/^Rule Name/), 'Cotton Spray Deal');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Rule Type' }));
    const types = await screen.findAllByRole('option');
    expect(types.map((o) => o.textContent)).toEqual(['Volume Discount', 'Seasonal Offer', 'Bulk Purchase', 'Early Bird Discount', 'Loyalty Discount']);
    await userEvent.click(screen.getByRole('option', { name: 'Bulk Purchase' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    const categories = await screen.findAllByRole('option');
    expect(categories.map((o) => o.textContent)).toEqual(['Fertilizers', 'Seeds', 'Pesticides', 'Tools', 'Irrigation', 'Organic Products']);
    await userEvent.click(screen.getByRole('option', { name: 'Pesticides' }));
    await fill(within(dialog).getByLabelText(/^Discount/), '7.5');
    await userEvent.clear(within(dialog).getByLabelText(/^Minimum Quantity/));
    await fill(within(dialog).getByLabelText(/^Minimum Quantity/), '40');
    await fill(within(dialog).getByLabelText(/^Valid Until/), addDays(pktToday(), 10));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Rule' }));
    expect(await screen.findByText('Pricing rule created successfully!')).toBeInTheDocument();
    expect(writesTo(server)).toEqual([
      {
        method: 'post',
        path: '/api/seller/pricing-rules',
        query: {},
        body: {
          name: 'Cotton Spray Deal',
          type: 'Bulk Purchase',
          category: 'Pesticides',
          discount: 7.5,
          minQuantity: 40,
          validUntil: addDays(pktToday(), 10),
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Rule' })).not.toBeInTheDocument());
  });

  it('keeps what was typed and shows the server message when saving fails', async () => {
    answerRules();
    server.answer('post', '/api/seller/pricing-rules', () =>
      errorAnswer(400, 'Valid until cannot be in the past', { validUntil: 'Valid until cannot be in the past' }),
    );
    renderWithProviders(<PricingOffersPage />);
    await userEvent.click(await screen.findByRole('button', { name: /^Loyalty Discount/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Rule' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Rule' }));
    expect(await screen.findByText('Could not create the pricing rule')).toBeInTheDocument();
    expect(await within(dialog).findByText('Valid until cannot be in the past')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Rule Name/)).toHaveValue('Loyal Retailer Reward');
  });

  it('Quick Rule Creation opens the form prefilled for that kind of rule', async () => {
    answerRules();
    renderWithProviders(<PricingOffersPage />);
    await userEvent.click(await screen.findByRole('button', { name: /^Early Bird Discount/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Rule' });
    expect(within(dialog).getByLabelText(/^Rule Name/)).toHaveValue('Early Bird Pesticide Booking');
    expect(within(dialog).getByRole('combobox', { name: 'Rule Type' })).toHaveTextContent('Early Bird Discount');
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveTextContent('Pesticides');
    expect(within(dialog).getByLabelText(/^Discount/)).toHaveValue(8);
    expect(within(dialog).getByLabelText(/^Valid Until/)).toHaveValue(addDays(pktToday(), 30));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Create New Rule' }));
    expect(await screen.findByLabelText(/^Rule Name/)).toHaveValue('');
  });

  it('Deactivate asks for confirmation, then changes the status on the server', async () => {
    answerRules();
    server.answer('patch', '/api/seller/pricing-rules/{id}/status', () => ({ data: { rule: rule({ status: 'Inactive', isActive: false }) } }));
    renderWithProviders(<PricingOffersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Bulk Urea Discount' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate pricing rule?' });
    expect(confirm).toHaveTextContent('"Bulk Urea Discount" will stop applying to retailer orders');
    expect(writesTo(server)).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(writesTo(server)).toEqual([{ method: 'patch', path: '/api/seller/pricing-rules/r1/status', query: {}, body: { status: 'Inactive' } }]),
    );
    expect(await screen.findByText('Pricing rule deactivated')).toBeInTheDocument();
  });
  it('Edit opens the form on the rule\'s values, sends the changes with PUT and says "Pricing rule updated"', async () => {
    answerRules();
    server.answer('put', '/api/seller/pricing-rules/{id}', () => ({ data: { rule: rule({ discount: 12.5 }) } }));
    renderWithProviders(<PricingOffersPage />);
    const dialog = await openEdit('Bulk Urea Discount');
    expect(within(dialog).getByLabelText(/^Rule Name/)).toHaveValue('Bulk Urea Discount');
    expect(within(dialog).getByRole('combobox', { name: 'Rule Type' })).toHaveTextContent('Volume Discount');
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveTextContent('Fertilizers');
    expect(within(dialog).getByLabelText(/^Discount/)).toHaveValue(10);
    expect(within(dialog).getByLabelText(/^Minimum Quantity/)).toHaveValue(100);
    expect(within(dialog).getByLabelText(/^Valid Until/)).toHaveValue(addDays(pktToday(), 30));
    await userEvent.clear(within(dialog).getByLabelText(/^Discount/));
    await fill(within(dialog).getByLabelText(/^Discount/), '12.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Pricing rule updated')).toBeInTheDocument();
    // The PUT alone: no POST creates a second rule.
    expect(writesTo(server)).toEqual([
      {
        method: 'put',
        path: '/api/seller/pricing-rules/r1',
        query: {},
        body: {
          name: 'Bulk Urea Discount',
          type: 'Volume Discount',
          category: 'Fertilizers',
          discount: 12.5,
          minQuantity: 100,
          validUntil: addDays(pktToday(), 30),
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Pricing Rule' })).not.toBeInTheDocument());
  });

  it('an edit the server refuses keeps what was typed and shows its message', async () => {
    answerRules();
    server.answer('put', '/api/seller/pricing-rules/{id}', () =>
      errorAnswer(400, 'Rule name must be at most 120 characters', { name: 'Rule name must be at most 120 characters' }),
    );
    renderWithProviders(<PricingOffersPage />);
    const dialog = await openEdit('Bulk Urea Discount');
    await userEvent.clear(within(dialog).getByLabelText(/^Rule Name/));
    await fill(within(dialog).getByLabelText(/^Rule Name/), 'Bulk Urea Discount Extended');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Could not save the pricing rule')).toBeInTheDocument();
    expect(await within(dialog).findByText('Rule name must be at most 120 characters')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Rule Name/)).toHaveValue('Bulk Urea Discount Extended');
  });

  it('says under Category which products the rule applies to, as the server maps it', async () => {
    answerRules();
    renderWithProviders(<PricingOffersPage />);
    const dialog = await openEdit('Bulk Urea Discount');
    expect(within(dialog).getByText('Applies to Fertilizers products')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Irrigation' }));
    expect(await within(dialog).findByText('Applies to Equipment products')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Organic Products' }));
    expect(await within(dialog).findByText('No catalog category matches yet, so this rule applies to no product')).toBeInTheDocument();
  });

  it('Delete asks for confirmation, then deletes the rule on the server', async () => {
    answerRules();
    server.answer('delete', '/api/seller/pricing-rules/{id}', () => ({ data: { success: true } }));
    renderWithProviders(<PricingOffersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Bulk Urea Discount' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete pricing rule?' });
    expect(confirm).toHaveTextContent('"Bulk Urea Discount" will be removed.');
    expect(writesTo(server)).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writesTo(server)).toEqual([{ method: 'delete', path: '/api/seller/pricing-rules/r1', query: {}, body: undefined }]));
    expect(await screen.findByText('Pricing rule deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete pricing rule?' })).not.toBeInTheDocument());
  });

  it("a delete refused because an order in progress uses the rule shows the server's message, and the rule stays", async () => {
    answerRules();
    const inUse =
      'This rule is used by order ORD-100298, which is still in progress. Deactivate the rule instead, or delete it once its orders are delivered or cancelled.';
    server.answer('delete', '/api/seller/pricing-rules/{id}', () => errorAnswer(409, inUse));
    renderWithProviders(<PricingOffersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Bulk Urea Discount' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete pricing rule?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete the rule')).toBeInTheDocument();
    expect(screen.getByText(inUse)).toBeInTheDocument();
    expect(screen.queryByText('Pricing rule deleted')).not.toBeInTheDocument();
    const items = screen.getAllByTestId('pricing-rule');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Bulk Urea Discount');
  });
});
