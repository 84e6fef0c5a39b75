import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@agrihub/shared/router';
import { errorAnswer, fileAnswer, fill, refusalHintOf, renderWithProviders, setupApiServer } from '@agrihub/shared/testing';
import PaymentsPage from '..';
import { answerPaymentsLoads, editor, invoice, manager, paymentsPage, writesTo } from '../../../testing/fixtures';
import type { FinancingApplication } from '../../../features/financing/api/get-financing-applications';

const server = setupApiServer();

const approved: FinancingApplication = {
  _id: 'f1',
  reference: 'FIN-2026-0001',
  amount: 2500000,
  tenureMonths: 12,
  purpose: 'Seasonal stock-up',
  status: 'Approved',
  createdAt: '2026-07-27T10:00:00.000Z',
  decidedAt: '2026-07-30T10:00:00.000Z',
};

function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="location">{decodeURIComponent(search)}</output>;
}

/** The query of the latest payments read the server received. */
function paymentsQuery() {
  return server.requestsTo('get', '/api/seller/payments').at(-1)?.query;
}

function answer(applications: FinancingApplication[] = [approved], page = paymentsPage) {
  answerPaymentsLoads(server, { payments: () => ({ data: page }), applications });
}

async function openForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Apply for Financing' }));
  return screen.findByRole('dialog', { name: 'Apply for Financing' });
}

afterEach(() => jest.restoreAllMocks());

describe('Payments & Financing', () => {
  it('shows an editor the payments with Apply for Financing disabled, saying why on hover; a manager applies', async () => {
    answer([]);
    const { unmount } = renderWithProviders(<PaymentsPage />, { user: editor });
    await waitFor(() => expect(screen.getByTestId('stat-received-value')).toHaveTextContent('PKR 2,450,000'));
    const apply = screen.getByRole('button', { name: 'Apply for Financing' });
    expect(await refusalHintOf(apply)).toMatch(/^Your role, Editor, cannot change payments and financing\./);
    await userEvent.click(apply, { pointerEventsCheck: 0 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<PaymentsPage />, { user: manager });
    expect(await openForm()).toBeInTheDocument();
  });

  it('shows the bank badge, the cards in PKR and the transactions with Paid, Pending or Overdue', async () => {
    answer();
    renderWithProviders(<PaymentsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Payments & Financing' })).toBeInTheDocument();
    expect(screen.getByText('Financing partnered with a bank')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('stat-received-value')).toHaveTextContent('PKR 2,450,000'));
    expect(screen.getByTestId('stat-received')).toHaveTextContent('9 payments');
    expect(screen.getByTestId('stat-pending-value')).toHaveTextContent(/^PKR 37,502$/);
    expect(screen.getByTestId('stat-overdue-value')).toHaveTextContent('PKR 1,250,000');
    expect(await screen.findByTestId('stat-financing')).toHaveTextContent('PKR 2,500,000Approved');
    const rows = screen.getAllByTestId('transaction');
    expect(rows[0]).toHaveTextContent('INV-100201 · ORD-100201');
    // The invoice's own date, which its due date runs from, not the order's (placed on 20 Nov).
    expect(rows[0]).toHaveTextContent('Kissan Agri Store · Issued 21 Nov 2026');
    expect(rows[0]).toHaveTextContent('Pending');
    expect(rows[1]).toHaveTextContent('Was due 20 Oct 2026');
    expect(rows[1]).toHaveTextContent('Overdue');
  });

  it('a failed load says what failed and why instead of endless tiles, and Try again loads the payments', async () => {
    let down = true;
    answerPaymentsLoads(server, {
      payments: () => (down ? errorAnswer(500, 'Internal server error') : { data: paymentsPage }),
      applications: [approved],
    });
    renderWithProviders(<PaymentsPage />);
    const alert = (await screen.findAllByRole('alert', {}, { timeout: 5000 })).find((a) => a.textContent?.includes('Failed to load payments'));
    expect(alert).toHaveTextContent('Failed to load paymentsSomething went wrong on our side, please try again');
    expect(screen.getByTestId('stat-received-value')).toHaveTextContent(/^—$/);
    down = false;
    await userEvent.click(within(alert!).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('stat-received-value')).toHaveTextContent(/^PKR 2,450,000$/));
    expect(await screen.findAllByTestId('transaction')).not.toHaveLength(0);
    expect(screen.queryByText('Failed to load payments')).not.toBeInTheDocument();
  });

  it('filters by payment status on the server', async () => {
    answer();
    renderWithProviders(<PaymentsPage />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Payment status' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['All', 'Paid', 'Pending', 'Overdue']);
    await userEvent.click(screen.getByRole('option', { name: 'Overdue' }));
    await waitFor(() =>
      expect(server.requestsTo('get', '/api/seller/payments').map(({ query }) => query)).toContainEqual({ page: '1', pageSize: '10', status: 'Overdue' }),
    );
  });

  it('keeps the search, status and page in the URL, so a filtered view reloads and can be shared', async () => {
    answer(undefined, { ...paymentsPage, pagination: { page: 2, pageSize: 10, total: 25 } });
    renderWithProviders(
      <>
        <PaymentsPage />
        <LocationProbe />
      </>,
      { route: '/payments?q=Kissan&status=overdue&page=2' },
    );
    await screen.findAllByTestId('transaction');
    expect(paymentsQuery()).toEqual({ page: '2', pageSize: '10', q: 'Kissan', status: 'Overdue' });
    expect(screen.getByRole('searchbox', { name: 'Search transactions' })).toHaveValue('Kissan');
    expect(screen.getByRole('combobox', { name: 'Payment status' })).toHaveTextContent('Overdue');
    expect(screen.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('combobox', { name: 'Payment status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Paid' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\?q=Kissan&status=paid$/));
    await waitFor(() => expect(paymentsQuery()).toEqual({ page: '1', pageSize: '10', q: 'Kissan', status: 'Paid' }));

    await userEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\?q=Kissan&status=paid&page=3$/));
  });

  it('leads to the receivables aging in Retailer Insights, where retailer credit lives, without reading it here', async () => {
    answer();
    renderWithProviders(<PaymentsPage />, { route: '/payments' });
    await screen.findAllByTestId('transaction');
    expect(screen.getByRole('heading', { level: 2, name: 'Receivables aging' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open receivables aging' })).toHaveAttribute('href', '/retailer-insights/aging');
    expect(server.requests.map(({ path }) => path)).not.toContain('/api/seller/receivables/aging');
  });

  it.each([
    ['status=Overdue', 'Overdue'],
    ['status=PAID', 'Paid'],
    ['status=nope', 'All'],
  ])('reads %s in any case, an unknown status as All', async (query, shown) => {
    answer();
    renderWithProviders(<PaymentsPage />, { route: `/payments?${query}` });
    await screen.findAllByTestId('transaction');
    expect(screen.getByRole('combobox', { name: 'Payment status' })).toHaveTextContent(shown);
    expect(paymentsQuery()).toEqual(shown === 'All' ? { page: '1', pageSize: '10' } : { page: '1', pageSize: '10', status: shown });
  });

  it('Invoice opens a printable invoice with seller (NTN) and retailer details, lines with their rule discounts and totals in PKR', async () => {
    answer();
    const print = jest.fn();
    window.print = print;
    renderWithProviders(<PaymentsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Invoice INV-100201' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice INV-100201' });
    const doc = await within(dialog).findByTestId('invoice');
    expect(doc).toHaveTextContent('Punjab Agro Industries');
    expect(doc).toHaveTextContent('NTN 1234567-8');
    expect(doc).toHaveTextContent('Bill ToKissan Agri StoreShop 12, Grain Market Road, LahoreLahore, PunjabPhone 03211234567');
    const lines = within(doc).getAllByRole('row');
    const cells = (row: HTMLElement | undefined) =>
      within(row!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // SKU, quantity and unit price have columns on wider screens and in print; on a phone they sit under the name.
    expect(cells(lines[1])).toEqual(['Urea 50kg BagFRT-UREA-50 · 3 × PKR 4,500.50', 'FRT-UREA-50', '3', 'PKR 4,500.50', 'PKR 13,501.50']);
    expect(cells(lines[2])).toEqual([
      'DAP 50kg BagFRT-DAP-50 · 2 × PKR 12,000DAP Volume Discount (10% off): -PKR 2,400',
      'FRT-DAP-50',
      '2',
      'PKR 12,000',
      'PKR 21,600',
    ]);
    expect(within(doc).getByTestId('invoice-subtotal')).toHaveTextContent('PKR 37,501.50');
    expect(within(doc).getByTestId('invoice-discount')).toHaveTextContent('-PKR 2,400');
    expect(within(doc).getByTestId('invoice-total')).toHaveTextContent('PKR 35,101.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('an invoice posted on confirming says its own date; an order not confirmed yet opens a pro forma invoice', async () => {
    answer();
    renderWithProviders(<PaymentsPage />, { route: '/payments?invoice=o1' });
    let doc = await within(await screen.findByRole('dialog', { name: 'Invoice INV-100201' })).findByTestId('invoice');
    expect(doc).toHaveTextContent('INVOICE');
    expect(doc).toHaveTextContent('Invoice date 2 Mar 2025');
    expect(doc).not.toHaveTextContent('PRO FORMA');
    cleanup();
    const proForma = { ...invoice, issued: false, issuedOn: null, dueDate: '2025-04-01' };
    answerPaymentsLoads(server, { invoice: proForma });
    renderWithProviders(<PaymentsPage />, { route: '/payments?invoice=o1' });
    doc = await within(await screen.findByRole('dialog', { name: 'Invoice INV-100201' })).findByTestId('invoice');
    expect(doc).toHaveTextContent('PRO FORMA INVOICE');
    expect(doc).toHaveTextContent(
      "Pro forma: the invoice is issued when the order is confirmed, and falls due by the retailer's terms from that day (1 Apr 2025 if confirmed today).",
    );
  });

  it('with a sales tax rate set in Settings, the invoice shows the tax line the server computed and a total including it', async () => {
    const taxed = { ...invoice, salesTax: { rate: 17, amount: 5967.26 }, grandTotal: 41068.76 };
    answerPaymentsLoads(server, { invoice: taxed });
    renderWithProviders(<PaymentsPage />, { route: '/payments?invoice=o1' });
    const doc = await within(await screen.findByRole('dialog', { name: 'Invoice INV-100201' })).findByTestId('invoice');
    expect(within(doc).getByTestId('invoice-subtotal')).toHaveTextContent('PKR 37,501.50');
    expect(within(doc).getByTestId('invoice-discount')).toHaveTextContent('-PKR 2,400');
    expect(within(doc).getByText('Sales tax (17%)')).toBeInTheDocument();
    expect(within(doc).getByTestId('invoice-sales-tax')).toHaveTextContent('PKR 5,967.26');
    expect(within(doc).getByTestId('invoice-total')).toHaveTextContent('PKR 41,068.76');
    expect(doc).toHaveTextContent('Please pay PKR 41,068.76 by');
  });

  it('without a rate the invoice has no tax line', async () => {
    answer();
    renderWithProviders(<PaymentsPage />, { route: '/payments?invoice=o1' });
    const doc = await within(await screen.findByRole('dialog', { name: 'Invoice INV-100201' })).findByTestId('invoice');
    expect(within(doc).queryByTestId('invoice-sales-tax')).not.toBeInTheDocument();
    expect(doc).not.toHaveTextContent('Sales tax');
  });

  it("Download PDF saves the server's PDF of the invoice as INV-<number>.pdf; a failure says why and saves nothing", async () => {
    answer();
    const saved: string[] = [];
    jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:invoice');
    jest.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    // The server's PDF once, then its refusal (404), each through the real client.
    let refuse = false;
    server.answer('get', '/api/seller/payments/invoices/{id}/invoice.pdf', () =>
      refuse ? errorAnswer(404, 'Invoice not found') : fileAnswer('%PDF-1.4', 'application/pdf'),
    );
    renderWithProviders(<PaymentsPage />, { route: '/payments?invoice=o1' });
    const dialog = await screen.findByRole('dialog', { name: 'Invoice INV-100201' });
    await within(dialog).findByTestId('invoice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['INV-100201.pdf']));
    refuse = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Download failed')).toBeInTheDocument();
    expect(screen.getByText('Invoice not found')).toBeInTheDocument();
    expect(saved).toEqual(['INV-100201.pdf']);
    expect(server.requestsTo('get', '/api/seller/payments/invoices/{id}/invoice.pdf').map(({ path }) => path)).toEqual([
      '/api/seller/payments/invoices/o1/invoice.pdf',
      '/api/seller/payments/invoices/o1/invoice.pdf',
    ]);
  });

  it("opens the invoice an order's page links to (?invoice=<order id>) and forgets the link when closed", async () => {
    answer();
    renderWithProviders(
      <>
        <PaymentsPage />
        <LocationProbe />
      </>,
      { route: '/payments?status=pending&invoice=o1' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Invoice INV-100201' });
    expect(await within(dialog).findByTestId('invoice-total')).toHaveTextContent('PKR 35,101.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invoice INV-100201' })).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\?status=pending$/);
  });

  it('the financing form names every missing field and holds the amount to the bank limits', async () => {
    answer();
    renderWithProviders(<PaymentsPage />);
    const dialog = await openForm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    expect(await within(dialog).findByText('Amount is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Tenure is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Purpose is required')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText(/^Amount/), '49999');
    expect(await within(dialog).findByText('Amount must be between PKR 50,000 and PKR 50,000,000')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^Amount/));
    await fill(within(dialog).getByLabelText(/^Amount/), '60000000');
    expect(await within(dialog).findByText('Amount must be between PKR 50,000 and PKR 50,000,000')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^Amount/));
    await fill(within(dialog).getByLabelText(/^Amount/), '0x100000');
    expect(await within(dialog).findByText('Amount must be a number')).toBeInTheDocument();
    expect(writesTo(server)).toEqual([]);
  });

  it('submits amount, tenure and purpose; the new application then shows Under Review', async () => {
    const pending: FinancingApplication = {
      ...approved,
      _id: 'f2',
      reference: 'FIN-2026-0002',
      amount: 1500000,
      tenureMonths: 6,
      purpose: 'Inventory purchase',
      status: 'Under Review',
      decidedAt: null,
    };
    let applications = [approved];
    answerPaymentsLoads(server, { applications: () => applications });
    server.answer('post', '/api/seller/financing/applications', () => {
      applications = [pending, approved];
      return { data: { application: pending } };
    });
    renderWithProviders(<PaymentsPage />);
    const dialog = await openForm();
    // Typed as people write amounts; sent as the plain number the API takes.
    await fill(within(dialog).getByLabelText(/^Amount/), '1,500,000');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Tenure' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      '3 months',
      '6 months',
      '9 months',
      '12 months',
      '18 months',
      '24 months',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '6 months' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Purpose' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inventory purchase' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Application submitted')).toBeInTheDocument();
    expect(writesTo(server)).toEqual([
      { method: 'post', path: '/api/seller/financing/applications', query: {}, body: { amount: 1500000, tenureMonths: 6, purpose: 'Inventory purchase' } },
    ]);
    await waitFor(() => expect(screen.getAllByTestId('financing-application')[0]).toHaveTextContent('PKR 1,500,000 for 6 months'));
    expect(screen.getAllByTestId('financing-application')[0]).toHaveTextContent('Under Review');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply for Financing' })).toBeDisabled());
  });
});
