import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@agrihub/shared';
import { renderWithProviders, setupApiServer } from '@agrihub/shared/testing';
import DocumentCenterPage from '..';
import { apiError, fakeApi } from '../../../testing/fake-api';
import { T, doc } from '../../../testing/fixtures';
import ur from '../../../locales/ur.json';

const server = setupApiServer();

afterEach(async () => {
  await setLanguage('en');
});

const library = (name: string) => within(screen.getByRole('list', { name }));

describe('Document Center in Urdu', () => {
  it('switches the page, stats, checklist and library to Urdu, and back to English exactly', async () => {
    fakeApi(server, {
      documents: [
        doc(T[0], { _id: 'a', status: 'Verified', fileName: 'secp.pdf' }),
        doc(T[2], { _id: 'r', status: 'Expired', rejectionReason: 'The bank stamp is not readable', rejectedAt: '2026-11-21T05:00:00.000Z' }),
      ],
      deleted: [],
    });
    renderWithProviders(<DocumentCenterPage />);
    await waitFor(() => expect(library('Document Library').getByRole('listitem', { name: T[0] })).toBeInTheDocument());

    await act(() => setLanguage('ur'));
    expect(screen.getByRole('heading', { level: 1, name: ur.center.title })).toBeInTheDocument();
    expect(screen.getByText(ur.center.subtitle)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ur.upload.submit })).toBeInTheDocument();
    expect(screen.getByTestId('stat-total')).toHaveTextContent(`${ur.stats.total}2`);

    const checklist = screen.getByTestId('verification-checklist');
    expect(within(checklist).getByRole('heading', { name: ur.checklist.title })).toBeInTheDocument();
    expect(within(checklist).getByText('6 میں سے 1 اپ لوڈ · 1 تصدیق شدہ')).toBeInTheDocument();
    const missing = within(checklist).getByRole('listitem', { name: ur.documentTypes.ntnCertificate });
    expect(within(missing).getByText(ur.checklist.status.missing)).toBeInTheDocument();
    expect(within(missing).getByRole('button', { name: `${ur.documentTypes.ntnCertificate} اپ لوڈ کریں` })).toBeInTheDocument();
    const rejected = within(checklist).getByRole('listitem', { name: ur.documentTypes.bankAccountProof });
    expect(within(rejected).getByText(ur.checklist.status.rejected)).toBeInTheDocument();
    expect(within(rejected).getByText('مسترد: The bank stamp is not readable۔ براہ کرم نیا ڈاکیومنٹ اپ لوڈ کریں۔')).toBeInTheDocument();

    const row = library(ur.library.title).getByRole('listitem', { name: ur.documentTypes.businessRegistration });
    expect(within(row).getByText(ur.documentStatus.verified)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: `${ur.documentTypes.businessRegistration} ڈاؤن لوڈ کریں` })).toBeInTheDocument();
    // The file name and size keep their left-to-right order inside the Urdu line.
    expect(within(row).getByText(/\u2066secp\.pdf\u2069/)).toBeInTheDocument();

    for (const english of ['Document Center', 'Upload Document', 'Document Library', 'Verification checklist', 'Not uploaded', T[0]]) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }

    await act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Document Center' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Document' })).toBeInTheDocument();
    expect(screen.getByTestId('stat-total')).toHaveTextContent(/^Total Documents2$/);
    expect(within(checklist).getByText('1 of 6 uploaded · 1 verified')).toBeInTheDocument();
    expect(within(checklist).getByText('Rejected: The bank stamp is not readable. Please upload a new one.')).toBeInTheDocument();
    const englishRow = library('Document Library').getByRole('listitem', { name: T[0] });
    expect(within(englishRow).getByText(/^Uploaded 20 Nov 2026 · secp\.pdf · 2 KB$/)).toBeInTheDocument();
    expect(screen.queryByText(ur.center.title)).not.toBeInTheDocument();
  });

  it('says in Urdu that the documents failed to load, and that there are none', async () => {
    fakeApi(server, { documents: apiError('Internal error'), summary: apiError('Internal error'), deleted: [] });
    await act(() => setLanguage('ur'));
    renderWithProviders(<DocumentCenterPage />);
    expect(await screen.findByText(ur.library.empty)).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ur.library.loadFailed);
    expect(screen.queryByText('No documents found.')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to load your documents')).not.toBeInTheDocument();
  });

  it('asks for the upload in Urdu: the dialog, the types and what is wrong with a file', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    fakeApi(server, { documents: [doc(T[0])], deleted: [] });
    await act(() => setLanguage('ur'));
    renderWithProviders(<DocumentCenterPage />);
    await user.click(await screen.findByRole('button', { name: ur.upload.submit }));
    const dialog = await screen.findByRole('dialog', { name: ur.upload.title });
    expect(within(dialog).getByText(ur.upload.description)).toBeInTheDocument();
    expect(within(dialog).getByText(ur.upload.dropHint)).toBeInTheDocument();

    const select = within(dialog).getByRole('combobox', { name: new RegExp(ur.upload.type) });
    await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled'));
    await user.click(select);
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      ur.documentTypes.ntnCertificate,
      ur.documentTypes.bankAccountProof,
      ur.documentTypes.ownerCnic,
      ur.documentTypes.letterhead,
      ur.documentTypes.utilityBill,
    ]);
    await user.keyboard('{Escape}');
    expect(await within(dialog).findByText('ڈاکیومنٹ کی قسم لازمی ہے')).toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText(ur.upload.fileInput), new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    expect(await within(dialog).findByText(ur.upload.errors.unsupported)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: ur.upload.submit })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: ur.upload.cancel })).toBeInTheDocument();
  });
});
