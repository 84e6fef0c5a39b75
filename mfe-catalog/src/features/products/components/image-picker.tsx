import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Close from '@mui/icons-material/Close';
import { ltr } from '@agrihub/shared';
import { UPLOAD_MAX_BYTES } from '@agrihub/shared';
import { MAX_IMAGES } from '../constants';
import { catalogText, useCatalogTranslation, type CatalogT } from '../../../locales/i18n';

/** An image chosen in this dialog, with its preview object URL (revoked when removed or on close). */
export interface NewImage {
  key: string;
  file: File;
  url: string;
}

export interface ExistingImage {
  _id: string;
  url: string;
}

/** The image types the server accepts (it checks the bytes again), as the input's accept list. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** Why a chosen file was not taken: not an image, too large, or beyond the 5 in all. */
export type ImageRefusal = { kind: 'notImage' | 'tooLarge'; name: string } | { kind: 'tooMany' };

/** A refusal as the user reads it, in the portal's language. */
export function refusalText(refusal: ImageRefusal, t: CatalogT = catalogText): string {
  if (refusal.kind === 'tooMany') return t('images.tooMany', { max: MAX_IMAGES });
  if (refusal.kind === 'tooLarge') return t('images.tooLarge', { name: ltr(refusal.name) });
  return t('images.notImage', { name: ltr(refusal.name), types: t('images.types') });
}

/**
 * Spec 5: only image files, each at most 10MB, at most 5 in all (`current` already held). Accepts
 * what fits and names every file it refuses.
 */
export function checkImages(files: File[], current: number): { accepted: File[]; refused: ImageRefusal[] } {
  const accepted: File[] = [];
  const refused: ImageRefusal[] = [];
  let tooMany = false;
  for (const file of files) {
    if (!IMAGE_TYPES.includes(file.type)) refused.push({ kind: 'notImage', name: file.name });
    else if (file.size > UPLOAD_MAX_BYTES) refused.push({ kind: 'tooLarge', name: file.name });
    else if (current + accepted.length >= MAX_IMAGES) tooMany = true;
    else accepted.push(file);
  }
  if (tooMany) refused.push({ kind: 'tooMany' });
  return { accepted, refused };
}

/** checkImages with each refusal as its message. */
export function acceptImages(files: File[], current: number, t: CatalogT = catalogText): { accepted: File[]; errors: string[] } {
  const { accepted, refused } = checkImages(files, current);
  return { accepted, errors: refused.map((r) => refusalText(r, t)) };
}

export interface ImagePickerProps {
  existing: ExistingImage[];
  added: NewImage[];
  errors: string[];
  disabled?: boolean;
  onPick: (files: File[]) => void;
  onRemoveExisting: (id: string) => void;
  onRemoveAdded: (key: string) => void;
}

const tileSx = {
  position: 'relative',
  width: 88,
  height: 88,
  borderRadius: 1.5,
  overflow: 'hidden',
  border: 1,
  borderColor: 'divider',
  bgcolor: 'grey.100',
  '& img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
} as const;

function RemoveButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <IconButton
      aria-label={label}
      size="small"
      onClick={onClick}
      disabled={disabled}
      sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: 'common.white' }, p: 0.25 }}
    >
      <Close fontSize="small" />
    </IconButton>
  );
}

export function ImagePicker({ existing, added, errors, disabled = false, onPick, onRemoveExisting, onRemoveAdded }: ImagePickerProps) {
  const { t } = useCatalogTranslation();
  const count = existing.length + added.length;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again (after removing it) fires a change.
    event.target.value = '';
    if (files.length > 0) onPick(files);
  };
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('images.heading', { current: count, max: MAX_IMAGES })}
      </Typography>
      {count > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }} data-testid="image-previews">
          {existing.map((img, i) => (
            <Box key={img._id} sx={tileSx}>
              <img src={img.url} alt={t('images.current', { number: i + 1 })} />
              <RemoveButton label={t('images.removeCurrent', { number: i + 1 })} onClick={() => onRemoveExisting(img._id)} disabled={disabled} />
            </Box>
          ))}
          {added.map((img) => (
            <Box key={img.key} sx={tileSx}>
              <img src={img.url} alt={t('images.preview', { name: ltr(img.file.name) })} />
              <RemoveButton label={t('images.remove', { name: ltr(img.file.name) })} onClick={() => onRemoveAdded(img.key)} disabled={disabled} />
            </Box>
          ))}
        </Box>
      ) : null}
      <Button component="label" variant="outlined" startIcon={<AddPhotoAlternateOutlined />} disabled={disabled || count >= MAX_IMAGES}>
        {t('images.add')}
        <input hidden type="file" accept={IMAGE_ACCEPT} multiple aria-label={t('images.input')} onChange={handleChange} />
      </Button>
      <FormHelperText>{t('images.hint', { max: MAX_IMAGES, types: t('images.types') })}</FormHelperText>
      {errors.map((e) => (
        <FormHelperText key={e} error role="alert">
          {e}
        </FormHelperText>
      ))}
    </Box>
  );
}
