import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeXhr, refusalHintOf, renderWithProviders, setupApiServer } from '@agrihub/shared/testing';
import { setAccessToken } from '@agrihub/shared';
import DocumentCenterPage from '..';
import { apiError, fakeApi } from '../../../testing/fake-api';
import { library, openDialog, pdf } from './document-center-steps';
import { T, doc, viewer } from '../../../testing/fixtures';

// MUI menus and typing through user-event are slow on a shared 2-core machine.
// Sending an upload is tested on plain jsdom (document-upload.test.tsx).

const server = setupApiServer();

async function typeOptions(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement): Promise<string[]> {
  const select = within(dialog).getByRole('combobox', { name: /Document Type/ });
  await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled'));
  await user.click(select);
  const listbox = await screen.findByRole('listbox');
  const names = within(listbox)
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');
  await user.keyboard('{Escape}');
  return names;
}

beforeEach(() => {
  FakeXhr.install();
  setAccessToken('token-1');
});
afterEach(() => {
  setAccessToken(null);
});

describe('Document Center page', () => {
  it("shows heading, subtitle and 'Loading documents...' while the list loads", () => {
    fakeApi(server, { documents: [], deleted: [], hangList: true });
    renderWithProviders(<DocumentCenterPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Document Center' })).toBeInTheDocument();
    expect(screen.getByText('Manage compliance documents and certificates')).toBeInTheDocument();
    expect(screen.getByText('Loading documents...')).toBeInTheDocument();
  });

  it('shows a viewer the documents with Upload Document disabled, saying why on hover', async () => {
    fakeApi(server, { documents: [doc(T[0], { _id: 'a' })], deleted: [] });
    renderWithProviders(<DocumentCenterPage />, { user: viewer });
    expect(await screen.findByRole('list', { name: 'Document Library' })).toHaveTextContent(T[0]);
    const upload = screen.getByRole('button', { name: 'Upload Document' });
    expect(await refusalHintOf(upload)).toMatch(/^Your role, Viewer, cannot change documents\./);
    await userEvent.click(upload, { pointerEventsCheck: 0 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the four stat cards from the summary and each document with its status, date and links', async () => {
    fakeApi(server, {
      documents: [
        doc(T[0], { _id: 'a', status: 'Verified', description: 'SECP 2024', fileName: 'secp.pdf', fileUrl: '/api/files/documents/a?expires=9&sig=x' }),
        doc(T[1], { _id: 'b', status: 'Expired' }),
      ],
      summary: { total: 12, Verified: 7, Pending: 3, Expired: 2 },
      deleted: [],
    });
    renderWithProviders(<DocumentCenterPage />);
    await waitFor(() => expect(screen.getByTestId('stat-total')).toHaveTextContent('Total Documents12'));
    expect(screen.getByTestId('stat-verified')).toHaveTextContent('Verified7');
    expect(screen.getByTestId('stat-pending')).toHaveTextContent('Pending3');
    expect(screen.getByTestId('stat-expired')).toHaveTextContent('Expired2');
    expect(screen.getByRole('heading', { name: 'Document Library' })).toBeInTheDocument();
    const row = await waitFor(() => library().getByRole('listitem', { name: T[0] }));
    expect(within(row).getByText('SECP 2024')).toBeInTheDocument();
    expect(within(row).getByText('Verified')).toBeInTheDocument();
    expect(within(row).getByText(/Uploaded 20 Nov 2026/)).toBeInTheDocument();
    const download = within(row).getByRole('link', { name: `Download ${T[0]}` });
    expect(download).toHaveAttribute('href', '/api/files/documents/a?expires=9&sig=x');
    expect(download).toHaveAttribute('target', '_blank');
    expect(within(library().getByRole('listitem', { name: T[1] })).getByText('Expired')).toBeInTheDocument();
  });

  it("a failed load shows total 0 and 'No documents found.', beside them what failed, and Try again loads them", async () => {
    const fake = fakeApi(server, { documents: apiError('Internal error'), summary: apiError('Internal error'), deleted: [] });
    renderWithProviders(<DocumentCenterPage />);
    expect(await screen.findByText('No documents found.')).toBeInTheDocument();
    expect(screen.getByTestId('stat-total')).toHaveTextContent('Total Documents0');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load your documents');
    // A 5xx reads the same on every screen, whatever the server's message (the client maps it).
    expect(alert).toHaveTextContent('Something went wrong on our side, please try again');
    fake.documents = [doc(T[0], { status: 'Verified' })];
    fake.summary = undefined;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await library().findByRole('listitem', { name: T[0] })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('stat-total')).toHaveTextContent('Total Documents1'));
    expect(screen.queryByText('Failed to load your documents')).not.toBeInTheDocument();
  });

  it('an unverified seller sees the checklist of the 6 types and the 1 working week note; a verified one does not', async () => {
    fakeApi(server, { documents: [doc(T[0], { status: 'Verified' }), doc(T[2]), doc(T[4], { status: 'Expired' })], deleted: [] });
    const { unmount } = renderWithProviders(<DocumentCenterPage />);
    const checklist = await screen.findByTestId('verification-checklist');
    expect(within(checklist).getByText(/Verification takes 1 working week\./)).toBeInTheDocument();
    expect(within(checklist).getByText('2 of 6 uploaded · 1 verified')).toBeInTheDocument();
    const expired = within(checklist).getByRole('listitem', { name: T[4] });
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(expired).getByRole('button', { name: `Upload ${T[4]}` })).toBeInTheDocument();
    expect(within(within(checklist).getByRole('listitem', { name: T[2] })).queryByRole('button')).not.toBeInTheDocument();
    expect(within(within(checklist).getByRole('listitem', { name: T[0] })).getByText('Verified')).toBeInTheDocument();
    expect(within(within(checklist).getByRole('listitem', { name: T[2] })).getByText('Pending review')).toBeInTheDocument();
    for (const t of [T[1], T[3], T[5]]) {
      expect(within(within(checklist).getByRole('listitem', { name: t })).getByText('Not uploaded')).toBeInTheDocument();
    }
    unmount();
    fakeApi(server, { documents: [], deleted: [], checklist: { isVerified: true, items: [], review: null } });
    renderWithProviders(<DocumentCenterPage />);
    expect(await screen.findByText('No documents found.')).toBeInTheDocument();
    expect(screen.queryByTestId('verification-checklist')).not.toBeInTheDocument();
  });

  it('the checklist Upload button opens the dialog with that type chosen', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi(server, { documents: [], deleted: [] });
    renderWithProviders(<DocumentCenterPage />);
    await user.click(await screen.findByRole('button', { name: `Upload ${T[3]}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload New Document' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Document Type/ })).toHaveTextContent(T[3]));
  });

  it('deletes a document after confirmation; it leaves the list', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi(server, { documents: [doc(T[0], { _id: 'a', fileName: 'secp.pdf' }), doc(T[1], { _id: 'b' })], deleted: [] });
    renderWithProviders(<DocumentCenterPage />);
    await user.click(await screen.findByRole('button', { name: `Delete ${T[0]}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete document?' });
    expect(confirm).toHaveTextContent(`${T[0]} (secp.pdf) will be removed`);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete document?' })).not.toBeInTheDocument());
    await waitFor(() => expect(library().queryByRole('listitem', { name: T[0] })).not.toBeInTheDocument());
    expect(server.requestsTo('delete', '/api/documents/{id}').map(({ method, path, query, body }) => ({ method, path, query, body }))).toEqual([
      { method: 'delete', path: '/api/documents/a', query: {}, body: undefined },
    ]);
    expect(library().getByRole('listitem', { name: T[1] })).toBeInTheDocument();
  });
});

describe('Upload New Document dialog', () => {
  it('lists only the required types not yet uploaded (an Expired one may be uploaded again)', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi(server, { documents: [doc(T[0]), doc(T[2], { status: 'Verified' }), doc(T[4], { status: 'Expired' })], deleted: [] });
    renderWithProviders(<DocumentCenterPage />);
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent('Upload compliance documents and business certificates to your document library.');
    expect(await typeOptions(user, dialog)).toEqual([T[1], T[3], T[4], T[5]]);
  });

  it("shows 'All documents uploaded' and keeps submit disabled when all 6 are uploaded", async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi(server, { documents: T.map((t) => doc(t)), deleted: [] });
    renderWithProviders(<DocumentCenterPage />);
    const dialog = await openDialog(user);
    const select = within(dialog).getByRole('combobox', { name: /Document Type/ });
    await waitFor(() => expect(select).toHaveTextContent('All documents uploaded'));
    expect(select).toHaveAttribute('aria-disabled', 'true');
    await user.upload(within(dialog).getByLabelText('Document file'), pdf());
    expect(within(dialog).getByRole('button', { name: 'Upload Document' })).toBeDisabled();
  });

  it('a failed lookup of uploaded types counts as none uploaded: all 6 are offered', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi(server, { documents: apiError('Internal error'), deleted: [] });
    renderWithProviders(<DocumentCenterPage />);
    await screen.findByText('No documents found.');
    const dialog = await openDialog(user);
    expect(await typeOptions(user, dialog)).toEqual([...T]);
  });

  it('says what is missing or wrong before anything is sent', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    fakeApi(server, { documents: [], deleted: [] });
    renderWithProviders(<DocumentCenterPage />);
    const dialog = await openDialog(user);
    const submit = within(dialog).getByRole('button', { name: 'Upload Document' });
    expect(submit).toBeDisabled();
    // The type menu closed without a choice
    await typeOptions(user, dialog);
    expect(await within(dialog).findByText('Document type is required')).toBeInTheDocument();
    // A file chosen, then removed
    const input = within(dialog).getByLabelText('Document file');
    await user.upload(input, pdf());
    expect(within(dialog).getByTestId('chosen-file')).toHaveTextContent('secp.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Remove file' }));
    expect(await within(dialog).findByText('Please select a file to upload')).toBeInTheDocument();
    // Wrong kind of file, and too large
    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    expect(await within(dialog).findByText('Unsupported file type: upload a PDF, DOC, DOCX, JPG or PNG file')).toBeInTheDocument();
    await user.upload(input, pdf('big.pdf', 11 * 1024 * 1024));
    expect(await within(dialog).findByText('File is too large (max 10MB)')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('takes a dropped file', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi(server, { documents: [], deleted: [] });
    renderWithProviders(<DocumentCenterPage />);
    const dialog = await openDialog(user);
    const zone = within(dialog).getByTestId('file-drop-zone');
    const file = pdf('dropped.pdf');
    const dataTransfer = { files: { item: (i: number) => (i === 0 ? file : null), length: 1 }, dropEffect: 'none' };
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.dragOver(zone, { dataTransfer });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone, { dataTransfer });
    expect(within(dialog).getByTestId('chosen-file')).toHaveTextContent('dropped.pdf');
    // Dropped beside the zone: ignored, and the browser is kept from opening the file instead
    const beside = within(dialog).getByText('Upload compliance documents and business certificates to your document library.');
    expect(fireEvent.drop(beside, { dataTransfer: { ...dataTransfer, files: { item: () => pdf('other.pdf'), length: 1 } } })).toBe(false);
    expect(within(dialog).getByTestId('chosen-file')).toHaveTextContent('dropped.pdf');
  });
});

describe('the verification journey', () => {
  const allSix = () => T.map((t) => doc(t, { _id: `d-${t.slice(0, 8)}` }));

  it('once all 6 are uploaded the checklist says they are under review and the day to expect it, not to upload', async () => {
    fakeApi(server, {
      documents: allSix(),
      checklist: {
        isVerified: false,
        review: { submittedAt: '2026-11-20T05:00:00.000Z', expectedBy: '2026-11-27', overdue: false },
        items: T.map((t) => ({ docType: t, status: 'Pending', documentId: 'x', uploadedAt: '2026-11-20T05:00:00.000Z', rejectionReason: null })),
      },
      deleted: [],
    });
    renderWithProviders(<DocumentCenterPage />);
    const checklist = await screen.findByTestId('verification-checklist');
    expect(within(checklist).getByText('Your documents are under review')).toBeInTheDocument();
    expect(within(checklist).getByText(/expect it by 27 Nov 2026\./)).toBeInTheDocument();
    expect(within(checklist).queryByText(/Please upload all required documents/)).not.toBeInTheDocument();
    expect(within(checklist).queryByRole('button', { name: /^Upload / })).not.toBeInTheDocument();
  });

  it('a review past its day says it is taking longer than expected', async () => {
    fakeApi(server, {
      documents: allSix(),
      checklist: {
        isVerified: false,
        review: { submittedAt: '2026-11-02T05:00:00.000Z', expectedBy: '2026-11-09', overdue: true },
        items: T.map((t) => ({ docType: t, status: 'Pending', documentId: 'x', uploadedAt: '2026-11-02T05:00:00.000Z', rejectionReason: null })),
      },
      deleted: [],
    });
    renderWithProviders(<DocumentCenterPage />);
    const checklist = await screen.findByTestId('verification-checklist');
    expect(within(checklist).getByText(/Review is taking longer than expected \(it was due by 9 Nov 2026\)/)).toBeInTheDocument();
  });

  it('a rejected document says why in the checklist and the list, and its Upload opens the dialog with that type', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi(server, {
      documents: [doc(T[2], { _id: 'r', status: 'Expired', rejectionReason: 'The bank stamp is not readable', rejectedAt: '2026-11-21T05:00:00.000Z' })],
      deleted: [],
    });
    renderWithProviders(<DocumentCenterPage />);
    const checklist = await screen.findByTestId('verification-checklist');
    const item = within(checklist).getByRole('listitem', { name: T[2] });
    expect(within(item).getByText('Rejected')).toBeInTheDocument();
    expect(within(item).getByText('Rejected: The bank stamp is not readable. Please upload a new one.')).toBeInTheDocument();
    const row = await waitFor(() => library().getByRole('listitem', { name: T[2] }));
    expect(within(row).getByText('Rejected: The bank stamp is not readable. Please upload a new one.')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: `Upload a new ${T[2]}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload New Document' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Document Type/ })).toHaveTextContent(T[2]));
  });

  it('a verified seller may renew a verified document: offered as a renewal, unless one already waits for review', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi(server, {
      documents: [doc(T[1], { _id: 'renewal' }), ...T.map((t) => doc(t, { _id: `v-${t.slice(0, 8)}`, status: 'Verified' }))],
      isVerified: true,
      deleted: [],
    });
    renderWithProviders(<DocumentCenterPage />);
    expect(await screen.findByText('Renewal waiting for review: it replaces the verified document once verified')).toBeInTheDocument();
    const dialog = await openDialog(user);
    const options = await typeOptions(user, dialog);
    expect(options).toHaveLength(5);
    expect(options.join('|')).not.toContain(T[1]);
    expect(options[0]).toBe(`${T[0]}Renewal: replaces the verified document after review`);
    await user.click(within(dialog).getByRole('combobox', { name: /Document Type/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: new RegExp(T[3].replace(/[()/]/g, '.')) }));
    expect(within(dialog).getByText('Renewal: replaces the verified document after review')).toBeInTheDocument();
  });

  it("deleting a verified document warns that the company loses its verification; a pending one's delete does not", async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi(server, {
      documents: [doc(T[0], { _id: 'v', status: 'Verified', fileName: 'secp.pdf' }), doc(T[1], { _id: 'p', fileName: 'ntn.pdf' })],
      isVerified: true,
      deleted: [],
    });
    renderWithProviders(<DocumentCenterPage />);
    await user.click(await screen.findByRole('button', { name: `Delete ${T[0]}` }));
    const warning = await screen.findByRole('dialog', { name: 'Delete a verified document?' });
    expect(warning).toHaveTextContent(`${T[0]} (secp.pdf) will be removed from your document library.`);
    expect(warning).toHaveTextContent(
      `Your company will no longer be verified: Order Management, Product Catalog and the other modules lock until a new ${T[0]} is uploaded and verified (1 working week).`,
    );
    await user.click(within(warning).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: `Delete ${T[1]}` }));
    const plain = await screen.findByRole('dialog', { name: 'Delete document?' });
    expect(plain).toHaveTextContent(`${T[1]} (ntn.pdf) will be removed from your document library.`);
    expect(plain).not.toHaveTextContent('no longer be verified');
  });
});
