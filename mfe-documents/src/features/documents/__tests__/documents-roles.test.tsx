import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusalHintOf, renderWithProviders, setupApiServer } from '@agrihub/shared/testing';
import { DocumentLibrary } from '../components/document-library';
import { VerificationChecklist } from '../components/verification-checklist';
import { fakeApi } from '../../../testing/fake-api';
import { T, doc, editor, viewer } from '../../../testing/fixtures';

const VIEWER_HINT = 'Your role, Viewer, cannot change documents. Ask an admin of your company for a different role.';

const server = setupApiServer();

describe('document actions by role', () => {
  it("disables a document's Delete for a viewer, saying why on hover, and asks nothing", async () => {
    fakeApi(server, { documents: [doc(T[0], { _id: 'a' })], deleted: [] });
    const onDelete = jest.fn();
    renderWithProviders(<DocumentLibrary onDelete={onDelete} onUpload={jest.fn()} />, { user: viewer });
    const remove = await screen.findByRole('button', { name: `Delete ${T[0]}` });
    expect(remove).toBeDisabled();
    expect(await refusalHintOf(remove)).toBe(VIEWER_HINT);
    await userEvent.click(remove, { pointerEventsCheck: 0 });
    expect(onDelete).not.toHaveBeenCalled();
    // Reading stays: the viewer still downloads.
    expect(screen.getByRole('link', { name: `Download ${T[0]}` })).toBeInTheDocument();
  });

  it("disables a missing document's Upload for a viewer and lets an editor use it", async () => {
    fakeApi(server, { documents: [], deleted: [] });
    const onUpload = jest.fn();
    const { unmount } = renderWithProviders(<VerificationChecklist onUpload={onUpload} />, { user: viewer });
    const upload = await screen.findByRole('button', { name: `Upload ${T[0]}` });
    expect(upload).toBeDisabled();
    await userEvent.click(upload, { pointerEventsCheck: 0 });
    expect(onUpload).not.toHaveBeenCalled();
    unmount();
    renderWithProviders(<VerificationChecklist onUpload={onUpload} />, { user: editor });
    await userEvent.click(await screen.findByRole('button', { name: `Upload ${T[0]}` }));
    expect(onUpload).toHaveBeenCalledWith(T[0]);
  });
});
