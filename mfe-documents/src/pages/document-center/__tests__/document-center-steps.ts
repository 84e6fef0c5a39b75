import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** A PDF of `size` bytes (the size is set, not allocated). */
export function pdf(name = 'secp.pdf', size = 2048): File {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Opens the Upload New Document dialog from the page's button. */
export async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Upload Document' }));
  return screen.findByRole('dialog', { name: 'Upload New Document' });
}

/** The Document Library list. */
export const library = () => within(screen.getByRole('list', { name: 'Document Library' }));
