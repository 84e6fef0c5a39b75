/**
 * @jest-environment jsdom
 */
// Plain jsdom, FakeXhr for the upload and spies on apiClient for the page's loads, not the MSW server
// (docs/decisions/0268): the file user-event uploads is jsdom's File, and under the preset's
// `fetch: true` (jest-fixed-jsdom) FormData and Blob are Node's while File stays jsdom's, so the
// dialog's form.append('file', file, file.name) throws "parameter 2 is not of type 'Blob'" and the
// upload is never sent. MSW cannot load under plain jsdom, hence the spies.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeXhr, renderWithProviders } from '@agrihub/shared/testing';
import { setAccessToken } from '@agrihub/shared';
import DocumentCenterPage from '..';
import { fakeApiSpies } from '../../../testing/fake-api';
import { library, openDialog, pdf } from './document-center-steps';
import { T, doc } from '../../../testing/fixtures';

// MUI menus and typing through user-event are slow on a shared 2-core machine.

beforeEach(() => {
  FakeXhr.install();
  setAccessToken('token-1');
});
afterEach(() => {
  jest.restoreAllMocks();
  setAccessToken(null);
});

describe('Upload New Document dialog, sending', () => {
  async function fillForm(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
    await user.upload(within(dialog).getByLabelText('Document file'), pdf('ntn.pdf'));
    const select = within(dialog).getByRole('combobox', { name: /Document Type/ });
    await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled'));
    await user.click(select);
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: T[1] }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'NTN 2026');
  }

  /** Opens the dialog on an empty library, fills it and sends: the upload is in flight. */
  async function startUpload() {
    const user = userEvent.setup({ delay: null });
    const server = fakeApiSpies({ documents: [], deleted: [] });
    renderWithProviders(<DocumentCenterPage />);
    const dialog = await openDialog(user);
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Upload Document' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    return { user, server, dialog, request: FakeXhr.sent[0]! };
  }

  it('sends the file with progress, then toasts, closes and refreshes the list and stats', async () => {
    const { user, server, dialog, request: req } = await startUpload();
    const submit = within(dialog).getByRole('button', { name: 'Upload Document' });
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/api/documents');
    expect(req.headers.authorization).toBe('Bearer token-1');
    expect(req.body.get('docType')).toBe(T[1]);
    expect(req.body.get('description')).toBe('NTN 2026');
    expect((req.body.get('file') as File).name).toBe('ntn.pdf');
    act(() => req.xhr.progress(42, 100));
    expect(within(dialog).getByTestId('upload-percent')).toHaveTextContent('42%');
    expect(within(dialog).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '42');
    expect(submit).toBeDisabled();
    const uploaded = doc(T[1], { _id: 'n', description: 'NTN 2026' });
    server.documents = [uploaded];
    act(() => req.xhr.respond(201, { data: { document: uploaded } }));
    expect(await screen.findByText('Document Uploaded')).toBeInTheDocument();
    expect(screen.getByText('Document has been successfully uploaded to the document center.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload New Document' })).not.toBeInTheDocument());
    await waitFor(() => expect(library().getByRole('listitem', { name: T[1] })).toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('stat-total')).toHaveTextContent('Total Documents1'));
    // Opening again starts empty
    const again = await openDialog(user);
    expect(within(again).queryByTestId('chosen-file')).not.toBeInTheDocument();
    expect(within(again).getByRole('textbox', { name: 'Description' })).toHaveValue('');
  });

  it("a refused upload toasts 'Upload failed' with the server's message and keeps file and fields", async () => {
    const { user, dialog, request } = await startUpload();
    const refusal = 'Unsupported file type: upload a PDF, DOC, DOCX, JPG or PNG file';
    act(() => request.xhr.respond(400, { message: refusal, errors: { file: refusal } }));
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    // In the toast, and under the picker
    expect(screen.getAllByText(refusal)).toHaveLength(2);
    expect(within(dialog).getByText(refusal)).toBeInTheDocument();
    expect(within(dialog).getByTestId('chosen-file')).toHaveTextContent('ntn.pdf');
    expect(within(dialog).getByRole('combobox', { name: /Document Type/ })).toHaveTextContent(T[1]);
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('NTN 2026');
    // The same refused file is not sent again; another one may be
    expect(within(dialog).getByRole('button', { name: 'Upload Document' })).toBeDisabled();
    await user.upload(within(dialog).getByLabelText('Document file'), pdf('ntn-scan.pdf'));
    expect(within(dialog).getByRole('button', { name: 'Upload Document' })).toBeEnabled();
  });

  it('a network failure is sent once more with the same key; failing again, it toasts that something went wrong and keeps the chosen file', async () => {
    const { dialog, request } = await startUpload();
    act(() => request.xhr.fail());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const retry = FakeXhr.sent[1]!;
    expect(retry.headers['idempotency-key']).toBeTruthy();
    expect(retry.headers['idempotency-key']).toBe(request.headers['idempotency-key']);
    act(() => retry.xhr.fail());
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side, please try again')).toBeInTheDocument();
    expect(within(dialog).getByTestId('chosen-file')).toHaveTextContent('ntn.pdf');
  });

  it('Cancel during an upload stops it and closes without an error', async () => {
    const { user, dialog, request } = await startUpload();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(request.xhr.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload New Document' })).not.toBeInTheDocument());
    expect(screen.queryByText('Upload failed')).not.toBeInTheDocument();
  });
});
