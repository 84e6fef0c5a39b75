import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@agrihub/shared';
import { errorAnswer, renderWithProviders, setupApiServer } from '@agrihub/shared/testing';
import PricingOffersPage from '..';
import { addDays, pktToday } from '../../../lib/dates';
import { rule, rulesAnswer } from '../../../testing/fixtures';
import en from '../../../locales/en.json';
import ur from '../../../locales/ur.json';

const server = setupApiServer();

function answerRules(rules = [rule()], summary = { total: 1, active: 1, inactive: 0, expired: 0 }) {
  server.answer('get', '/api/seller/pricing-rules', () => rulesAnswer(rules, summary));
}

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('Pricing & Offers in Urdu', () => {
  it('switches the title, the button and the empty state to Urdu, right to left, and back to English exactly', async () => {
    answerRules([], { total: 0, active: 0, inactive: 0, expired: 0 });
    renderWithProviders(<PricingOffersPage />);
    expect(await screen.findByText('No pricing rules yet.')).toBeInTheDocument();

    await act(() => setLanguage('ur'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 1, name: ur.pricing.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ur.pricing.createNewRule })).toBeInTheDocument();
    expect(screen.getByText(ur.pricing.list.empty)).toBeInTheDocument();
    expect(screen.getByText(ur.pricing.list.emptyHint)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: ur.pricing.quick.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(ur.pricing.quick.volumeDiscount.label) })).toBeInTheDocument();
    expect(screen.getByLabelText(ur.pricing.searchLabel)).toHaveAttribute('placeholder', ur.pricing.searchPlaceholder);
    for (const english of ['Pricing & Offers', 'No pricing rules yet.', 'Pricing Rules', 'Quick Rule Creation', 'Volume Discount']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Create New Rule' })).not.toBeInTheDocument();

    await act(() => setLanguage('en'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing & Offers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create New Rule' })).toBeInTheDocument();
    expect(screen.getByText('No pricing rules yet.')).toBeInTheDocument();
    expect(screen.getByText('Create a rule or use Quick Rule Creation to offer discounts to your retailers.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Volume Discount\s?10% off fertilizer orders of 100\+ bags$/ })).toBeInTheDocument();
    expect(screen.queryByText(ur.pricing.title)).not.toBeInTheDocument();
  });

  it('shows a failed load in Urdu', async () => {
    server.answer('get', '/api/seller/pricing-rules', () => errorAnswer(503, 'The rules are not available right now'));
    await act(() => setLanguage('ur'));
    renderWithProviders(<PricingOffersPage />);
    expect(await screen.findByText(ur.pricing.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(en.pricing.loadFailed)).not.toBeInTheDocument();
  });

  it("labels a rule's status, type, category and actions in Urdu, keeps its figures, and the rule form checks in Urdu", async () => {
    const expired = rule({
      _id: 'r3',
      name: 'Kharif Tools Clearance',
      type: 'Seasonal Offer',
      category: 'Tools',
      status: 'Expired',
      validUntil: addDays(pktToday(), -3),
    });
    answerRules([rule(), expired], { total: 2, active: 1, inactive: 0, expired: 1 });
    await act(() => setLanguage('ur'));
    renderWithProviders(<PricingOffersPage />);
    const [active, old] = await screen.findAllByTestId('pricing-rule');
    expect(active).toHaveTextContent('Bulk Urea Discount');
    expect(active).toHaveTextContent(ur.pricing.status.active);
    expect(active).toHaveTextContent(`${ur.pricing.types.volumeDiscount} · ${ur.pricing.categories.fertilizers}`);
    expect(active).toHaveTextContent('10%');
    expect(within(active!).getByRole('button', { name: 'Bulk Urea Discount غیر فعال کریں' })).toHaveTextContent(ur.pricing.toggle.deactivate);
    expect(old).toHaveTextContent(ur.pricing.status.expired);
    expect(old).toHaveTextContent(`${ur.pricing.types.seasonalOffer} · ${ur.pricing.categories.tools}`);
    expect(screen.getByTestId('rules-summary')).toHaveTextContent('1 فعال · 0 غیر فعال · 1 میعاد ختم');

    await userEvent.click(screen.getByRole('button', { name: ur.pricing.createNewRule }));
    const dialog = await screen.findByRole('dialog', { name: ur.pricing.createNewRule });
    await userEvent.click(within(dialog).getByRole('button', { name: ur.pricing.form.createRule }));
    expect(await within(dialog).findByText(ur.pricing.form.errors.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(ur.pricing.form.errors.typeRequired)).toBeInTheDocument();
    expect(within(dialog).queryByText('Rule name is required')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: ur.pricing.form.ruleType }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(Object.values(ur.pricing.types));
  });
});
