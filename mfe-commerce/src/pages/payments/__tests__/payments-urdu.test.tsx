import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@agrihub/shared';
import { errorAnswer, renderWithProviders, setupApiServer } from '@agrihub/shared/testing';
import PaymentsPage from '..';
import { answerPaymentsLoads, paymentsPage } from '../../../testing/fixtures';
import ur from '../../../locales/ur.json';

/** Unicode's left-to-right isolate around a value that reads left to right inside Urdu. */
const isolated = (text: string) => `\u2066${text}\u2069`;

const server = setupApiServer();

function answer({ transactions = paymentsPage.transactions, failPayments = false } = {}) {
  answerPaymentsLoads(server, {
    payments: () => (failPayments ? errorAnswer(500, 'Internal server error') : { data: { ...paymentsPage, transactions } }),
    applications: [],
  });
}

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('Payments & Financing in Urdu', () => {
  it('shows the cards, statuses and counts in Urdu, invoice and order numbers left to right, and English again exactly', async () => {
    answer();
    renderWithProviders(<PaymentsPage />);
    await screen.findAllByTestId('transaction');

    await act(() => setLanguage('ur'));
    expect(screen.getByRole('heading', { level: 1, name: ur.payments.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ur.financing.applyForFinancing })).toBeInTheDocument();
    expect(screen.getByText(ur.payments.bankBadge)).toBeInTheDocument();
    expect(screen.getByTestId('stat-received')).toHaveTextContent('9 ادائیگیاں');
    expect(screen.getByTestId('stat-pending')).toHaveTextContent('1 انوائس، ابھی واجب الادا نہیں');
    expect(screen.getByTestId('stat-financing')).toHaveTextContent(ur.payments.cards.notApplied);
    expect(screen.getByText(ur.financing.applications.empty)).toBeInTheDocument();
    const rows = screen.getAllByTestId('transaction');
    expect(within(rows[0]!).getByText('INV-100201').closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(rows[0]).toHaveTextContent(ur.payments.status.pending);
    expect(rows[1]).toHaveTextContent('آخری تاریخ 20 اکتوبر 2026 تھی');
    expect(rows[1]).toHaveTextContent(ur.payments.status.overdue);
    expect(within(rows[0]!).getByRole('button', { name: `انوائس ${isolated('INV-100201')} دیکھیں` })).toHaveTextContent(ur.payments.transactions.invoice);
    expect(screen.getByRole('heading', { level: 2, name: ur.payments.aging.title })).toBeInTheDocument();
    for (const english of ['Payments & Financing', 'Apply for Financing', 'Transactions', 'No financing applications yet.', 'Pending', 'Overdue']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }

    await act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Payments & Financing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply for Financing' })).toBeInTheDocument();
    expect(screen.getByTestId('stat-received')).toHaveTextContent('9 payments');
    expect(screen.getByTestId('stat-pending')).toHaveTextContent('1 invoice not yet due');
    expect(screen.getByText('No financing applications yet.')).toBeInTheDocument();
    expect(screen.getAllByTestId('transaction')[1]).toHaveTextContent('Was due 20 Oct 2026');
    expect(screen.getByRole('button', { name: 'Invoice INV-100201' })).toBeInTheDocument();
    expect(screen.queryByText(ur.payments.title)).not.toBeInTheDocument();
  });

  it('says in Urdu that the payments failed to load, and that there are no transactions', async () => {
    await act(() => setLanguage('ur'));
    answer({ failPayments: true });
    const { unmount } = renderWithProviders(<PaymentsPage />);
    expect(await screen.findByText(ur.payments.transactions.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText('Failed to load payments')).not.toBeInTheDocument();
    unmount();
    answer({ transactions: [] });
    renderWithProviders(<PaymentsPage />);
    expect(await screen.findByText(ur.payments.transactions.empty)).toBeInTheDocument();
  });

  it('shows the invoice in Urdu with its numbers, NTN and phone left to right', async () => {
    answer();
    await act(() => setLanguage('ur'));
    renderWithProviders(<PaymentsPage />, { route: '/payments?invoice=o1' });
    const dialog = await screen.findByRole('dialog', { name: `انوائس ${isolated('INV-100201')}` });
    const doc = await within(dialog).findByTestId('invoice');
    expect(doc).toHaveTextContent(ur.payments.invoice.billTo);
    expect(doc).toHaveTextContent(`این ٹی این ${isolated('1234567-8')}`);
    expect(doc).toHaveTextContent(`فون ${isolated('03211234567')}`);
    expect(doc).toHaveTextContent(`آرڈر ${isolated('ORD-100201')}`);
    expect(doc).toHaveTextContent('انوائس کی تاریخ 2 مارچ 2025');
    expect(within(doc).getByTestId('invoice-discount')).toHaveTextContent(isolated(`-${isolated('PKR 2,400')}`));
    expect(within(dialog).getByRole('button', { name: ur.payments.invoice.print })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: ur.common.close })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: ur.common.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
