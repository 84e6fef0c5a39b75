import { useState } from 'react';
import type { DragEvent } from 'react';
import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { RequiredDocumentType } from '../document-rules';
import { UploadDocumentForm } from './upload-document-form';

export interface UploadDocumentDialogProps {
  open: boolean;
  /** Preselects a type (from the checklist's Upload button). */
  initialType?: RequiredDocumentType | null;
  onClose: () => void;
}

function refuseStrayDrop(event: DragEvent) {
  if (event.defaultPrevented) return;
  event.preventDefault();
  event.dataTransfer.dropEffect = 'none';
}

/** The dialog mounts its form on open and unmounts it on close: every opening starts empty. */
export function UploadDocumentDialog({ open, initialType = null, onClose }: UploadDocumentDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="upload-document-title"
      aria-describedby="upload-document-description"
      // A file dropped beside the drop zone must not make the browser leave the page to open it.
      onDragOver={refuseStrayDrop}
      onDrop={refuseStrayDrop}
    >
      {open ? <UploadDocumentForm initialType={initialType} onBusyChange={setBusy} onDone={onClose} /> : null}
    </Dialog>
  );
}
