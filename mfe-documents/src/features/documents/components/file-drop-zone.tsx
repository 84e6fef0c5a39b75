import { useId, useState } from 'react';
import type { DragEvent } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import CloseIcon from '@mui/icons-material/Close';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { ACCEPT_ATTRIBUTE } from '../constants';
import { ltr } from '@agrihub/shared';
import { formatFileSize } from '../document-rules';
import { useDocumentsTranslation } from '../../../locales/i18n';

export interface FileDropZoneProps {
  file: File | null;
  error?: string;
  disabled?: boolean;
  /** Called with null when the user removes the file. */
  onChange: (file: File | null) => void;
  /** The user dismissed the picker without a choice: time to say a file is required. */
  onTouched: () => void;
}

/** A file input that also takes a dropped file; the whole zone is its label, so a click opens the picker. */
export function FileDropZone({ file, error, disabled = false, onChange, onTouched }: FileDropZoneProps) {
  const { t } = useDocumentsTranslation();
  const id = useId();
  const helperId = `${id}-helper`;
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled && !dragging) setDragging(true);
  };
  const onDragLeave = (event: DragEvent) => {
    // Leaving for a child element is not leaving the zone.
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = event.dataTransfer.files.item(0);
    if (dropped) onChange(dropped);
  };

  const borderColor = error ? 'error.main' : dragging ? 'primary.main' : 'divider';
  return (
    <Box>
      <Box
        component="label"
        htmlFor={id}
        data-testid="file-drop-zone"
        data-dragging={dragging || undefined}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        sx={{
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          p: 2,
          minHeight: 88,
          border: '2px dashed',
          borderColor,
          borderRadius: 2,
          cursor: disabled ? 'default' : 'pointer',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          transition: 'border-color 120ms, background-color 120ms',
          '&:hover': disabled ? undefined : { borderColor: error ? 'error.main' : 'primary.main' },
          '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Box
          component="input"
          id={id}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          disabled={disabled}
          aria-label={t('upload.fileInput')}
          aria-describedby={helperId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const chosen = event.currentTarget.files?.item(0) ?? null;
            // Cleared so that choosing the same file again still reports a change.
            event.currentTarget.value = '';
            if (chosen) onChange(chosen);
            else onTouched();
          }}
          ref={(input: HTMLInputElement | null) => {
            if (!input) return;
            input.addEventListener('cancel', onTouched);
            return () => input.removeEventListener('cancel', onTouched);
          }}
          // 1px, not 1 (sx reads 1 as 100%): a full-width input overflowed the dialog, which scrolled
          // sideways when the input took focus after a refused upload.
          sx={{ position: 'absolute', width: '1px', height: '1px', opacity: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        />
        {file ? (
          <>
            <InsertDriveFileOutlinedIcon color={error ? 'error' : 'primary'} aria-hidden />
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="chosen-file">
                {file.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('upload.chosen', { size: ltr(formatFileSize(file.size)) })}
              </Typography>
            </Box>
            <IconButton
              aria-label={t('upload.removeFile')}
              disabled={disabled}
              onClick={(event) => {
                // Inside the label: without this the click would also open the picker.
                event.preventDefault();
                onChange(null);
              }}
              edge="end"
            >
              <CloseIcon />
            </IconButton>
          </>
        ) : (
          <>
            <CloudUploadOutlinedIcon color="action" sx={{ fontSize: 36 }} aria-hidden />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{t('upload.dropHint')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('upload.accepted')}
              </Typography>
            </Box>
          </>
        )}
      </Box>
      <FormHelperText id={helperId} error={Boolean(error)} sx={{ mx: 1.75, minHeight: '1.25em' }}>
        {error ?? ' '}
      </FormHelperText>
    </Box>
  );
}
