import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate } from '@agrihub/shared';
import { errorAnswer, fileAnswer, renderWithProviders, setupApiServer } from '@agrihub/shared/testing';
import { statementFixture } from '../../../testing/fixtures';
import { StatementDialog, defaultPeriod } from '../components/statement-dialog';

const server = setupApiServer();

const STATEMENT_PATH = '/api/seller/retailer-accounts/ra-1/statement';
/** The statement reads the server received: their path and query. */
const statementReads = () => server.requestsTo('get', '/api/seller/retailer-accounts/{id}/statement').map(({ path, query }) => ({ path, query }));

let saved: string[];
beforeEach(() => {
  saved = [];
  jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:statement');
  jest.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());

function renderDialog(statement = statementFixture()) {
  server.answer('get', '/api/seller/retailer-accounts/{id}/statement', () => ({ data: { statement } }));
  renderWithProviders(<StatementDialog retailerId="ra-1" retailerName="Ali Traders" open onClose={jest.fn()} />);
  return { dialog: screen.getByRole('dialog', { name: 'Statement of account: Ali Traders' }) };
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

test('the default period runs from the first day of the month two months ago to today', () => {
  expect(defaultPeriod('2025-03-18')).toEqual({ from: '2025-01-01', to: '2025-03-18' });
  expect(defaultPeriod('2025-01-31')).toEqual({ from: '2024-11-01', to: '2025-01-31' });
});

test('shows seller and retailer, the opening balance, each line with the running balance, the totals and the closing balance', async () => {
  const { dialog } = renderDialog();
  const { from, to } = defaultPeriod();
  expect(within(dialog).getByLabelText('From')).toHaveValue(from);
  expect(within(dialog).getByLabelText('To')).toHaveValue(to);
  const statement = await within(dialog).findByTestId('statement');
  expect(statementReads()).toContainEqual({ path: STATEMENT_PATH, query: { from, to } });
  expect(statement).toHaveTextContent('FromPunjab Agro IndustriesLahore042-111222333NTN 1234567-8');
  expect(statement).toHaveTextContent('ToAli TradersDepalpur Road, OkaraOkara, Punjab0300-1112233');
  expect(within(statement).getByTestId('statement-period')).toHaveTextContent(
    `Statement of account, ${formatDate('2025-01-01')} to ${formatDate('2025-03-31')}`,
  );
  expect(cells(within(statement).getByTestId('statement-opening'))).toEqual([formatDate('2025-01-01'), 'Opening balance', 'PKR 80,000']);
  const [invoice, payment] = within(statement).getAllByTestId('statement-line');
  expect(cells(invoice!)).toEqual([formatDate('2025-02-01'), 'Invoice for ORD-100001', 'INV-2025-0001', 'PKR 150,000', '', 'PKR 230,000']);
  expect(cells(payment!)).toEqual([formatDate('2025-03-05'), 'Payment received', 'Bank transfer HBL-7781', '', 'PKR 115,000', 'PKR 115,000']);
  expect(cells(within(statement).getByTestId('statement-totals'))).toEqual(['Totals', 'PKR 150,000', 'PKR 115,000', '']);
  expect(cells(within(statement).getByTestId('statement-closing'))).toEqual([formatDate('2025-03-31'), 'Closing balance', 'PKR 115,000']);
});

test('a retailer who paid ahead has a credit balance, marked CR rather than with a minus sign', async () => {
  const { dialog } = renderDialog(
    statementFixture({
      openingBalance: 0,
      lines: [{ date: '2025-03-05', kind: 'payment', description: 'Payment received', reference: 'Cash', debit: 0, credit: 10000, balance: -10000 }],
      totalDebit: 0,
      totalCredit: 10000,
      closingBalance: -10000,
    }),
  );
  const statement = await within(dialog).findByTestId('statement');
  const [payment] = within(statement).getAllByTestId('statement-line');
  expect(cells(payment!).at(-1)).toBe('PKR 10,000 CR');
  expect(cells(within(statement).getByTestId('statement-closing'))).toEqual([formatDate('2025-03-31'), 'Closing balance', 'PKR 10,000 CR']);
  expect(statement).not.toHaveTextContent('-PKR');
});

test('a new period loads its statement; Print opens the browser print dialog', async () => {
  const user = userEvent.setup();
  const print = jest.fn();
  Object.assign(window, { print });
  const { dialog } = renderDialog();
  await within(dialog).findByTestId('statement');
  const from = within(dialog).getByLabelText('From');
  await user.clear(from);
  await user.type(from, '2024-12-01');
  await waitFor(() => expect(statementReads().at(-1)).toEqual({ path: STATEMENT_PATH, query: { from: '2024-12-01', to: defaultPeriod().to } }));
  await user.click(within(dialog).getByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalled();
});

test('Download PDF saves the statement of the same period through the API client', async () => {
  const user = userEvent.setup();
  server.answer('get', '/api/seller/retailer-accounts/{id}/statement.pdf', () => fileAnswer('%PDF-1.4', 'application/pdf'));
  const { dialog } = renderDialog();
  const { from, to } = defaultPeriod();
  await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
  expect(await screen.findByText('Statement downloaded')).toBeInTheDocument();
  expect(server.requestsTo('get', '/api/seller/retailer-accounts/{id}/statement.pdf').map(({ path, query }) => ({ path, query }))).toEqual([
    { path: '/api/seller/retailer-accounts/ra-1/statement.pdf', query: { from, to } },
  ]);
  expect(saved).toEqual([`statement_Ali_Traders_${from}_${to}.pdf`]);
});

test('a failed PDF download says so in an error toast and saves nothing', async () => {
  const user = userEvent.setup();
  server.answer('get', '/api/seller/retailer-accounts/{id}/statement.pdf', () => errorAnswer(400, 'A statement covers at most one year'));
  const { dialog } = renderDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
  expect(await screen.findByText('Download failed')).toBeInTheDocument();
  expect(screen.getByText('A statement covers at most one year')).toBeInTheDocument();
  expect(saved).toEqual([]);
  expect(within(dialog).getByRole('button', { name: 'Download PDF' })).toBeEnabled();
});
