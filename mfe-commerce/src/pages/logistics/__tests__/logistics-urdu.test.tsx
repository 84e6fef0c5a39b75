import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@agrihub/shared';
import { fill, renderWithProviders, setupApiServer } from '@agrihub/shared/testing';
import LogisticsPage from '..';
import { logisticsOverview, writesTo } from '../../../testing/fixtures';
import ur from '../../../locales/ur.json';

const isolated = (text: string) => `\u2066${text}\u2069`;

const server = setupApiServer();

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('Logistics & Fulfillment in Urdu', () => {
  it('shows the cards, shipments and timeline in Urdu with order numbers left to right, and English again exactly', async () => {
    server.answer('get', '/api/seller/logistics/overview', () => ({ data: logisticsOverview }));
    renderWithProviders(<LogisticsPage />);
    await screen.findAllByTestId('shipment');

    await act(() => setLanguage('ur'));
    expect(screen.getByRole('heading', { level: 1, name: ur.logistics.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ur.logistics.schedulePickup })).toBeInTheDocument();
    expect(screen.getByTestId('stat-avg-delivery-value')).toHaveTextContent('4.5 دن');
    const rows = screen.getAllByTestId('shipment');
    expect(rows.map((r) => within(r).getByText(/^(پک اپ شیڈول ہے|ڈیلیور شدہ|راستے میں)$/).textContent)).toEqual([
      ur.logistics.status.pickupScheduled,
      ur.logistics.status.delivered,
      ur.logistics.status.inTransit,
    ]);
    expect(rows[0]).toHaveTextContent('پک اپ 24 نومبر 2026، دوپہر (12 بجے سے شام 5 بجے تک)');
    expect(screen.queryByText('Recent Shipments')).not.toBeInTheDocument();
    expect(screen.queryByText('Pickup Scheduled')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: `آرڈر ${isolated('ORD-100201')} ٹریک کریں` }));
    const dialog = await screen.findByRole('dialog', { name: `آرڈر ${isolated('ORD-100201')} کی ٹریکنگ` });
    expect(dialog).toHaveTextContent(ur.logistics.tracking.orderPlaced);
    expect(dialog).toHaveTextContent('24 نومبر 2026، دوپہر (12 بجے سے شام 5 بجے تک) · ترجیح: زیادہ · Warehouse 3, Raiwind Road، Lahore');
    expect(dialog).toHaveTextContent(`${ur.logistics.status.inTransit}${ur.logistics.tracking.waiting}`);
    await userEvent.click(within(dialog).getByRole('button', { name: ur.common.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Logistics & Fulfillment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule Pickup' })).toBeInTheDocument();
    expect(screen.getByTestId('stat-avg-delivery-value')).toHaveTextContent('4.5 days');
    expect(screen.getAllByTestId('shipment')[0]).toHaveTextContent('Pickup 24 Nov 2026, Afternoon (12 PM-5 PM)');
    expect(screen.getByText('Recent Shipments')).toBeInTheDocument();
  });

  it('the pickup form asks for what is missing in Urdu', async () => {
    server.answer('get', '/api/seller/logistics/overview', () => ({ data: logisticsOverview }));
    await act(() => setLanguage('ur'));
    renderWithProviders(<LogisticsPage />);
    await userEvent.click(await screen.findByRole('button', { name: ur.logistics.schedulePickup }));
    const dialog = await screen.findByRole('dialog', { name: ur.logistics.schedulePickup });
    expect(within(dialog).getByRole('combobox', { name: ur.logistics.pickup.urgency })).toHaveTextContent(ur.logistics.urgency.normal);
    await fill(within(dialog).getByLabelText(new RegExp(`^${ur.logistics.pickup.retailer}`)), 'Kissan Agri Store');
    await userEvent.click(within(dialog).getByRole('button', { name: ur.logistics.schedulePickup }));
    expect(await screen.findByText(ur.logistics.pickup.missingTitle)).toBeInTheDocument();
    expect(screen.getByText(ur.logistics.pickup.missingText)).toBeInTheDocument();
    expect(within(dialog).getAllByText(ur.logistics.pickup.errors.required)).toHaveLength(4);
    expect(screen.queryByText('Missing Information')).not.toBeInTheDocument();
    expect(writesTo(server)).toEqual([]);
  });
});
