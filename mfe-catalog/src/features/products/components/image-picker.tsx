import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Close from '@mui/icons-material/Close';
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '../constants';

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

export const TOO_MANY_IMAGES = `At most ${MAX_IMAGES} images are allowed`;
export const tooLargeMessage = (name: string) => `Image ${name} is too large (max 10MB)`;
/** The image types the server accepts (it checks the bytes again), as the input's accept list and as named to the user. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
const IMAGE_TYPE_NAMES = 'JPEG, PNG, GIF or WebP';
export const notImageMessage = (name: string) => `${name} is not an image file (${IMAGE_TYPE_NAMES})`;

/**
 * Spec 5: only image files, each at most 10MB, at most 5 in all (`current` already held). Accepts
 * what fits and names every file it refuses.
 */
export function acceptImages(files: File[], current: number): { accepted: File[]; errors: string[] } {
  const accepted: File[] = [];
  const errors: string[] = [];
  let tooMany = false;
  for (const file of files) {
    if (!IMAGE_TYPES.includes(file.type)) errors.push(notImageMessage(file.name));
    else if (file.size > MAX_IMAGE_BYTES) errors.push(tooLargeMessage(file.name));
    else if (current + accepted.length >= MAX_IMAGES) tooMany = true;
    else accepted.push(file);
  }
  if (tooMany) errors.push(TOO_MANY_IMAGES);
  return { accepted, errors };
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
        Product Images ({count}/{MAX_IMAGES})
      </Typography>
      {count > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }} data-testid="image-previews">
          {existing.map((img, i) => (
            <Box key={img._id} sx={tileSx}>
              <img src={img.url} alt={`Current image ${i + 1}`} />
              <RemoveButton label={`Remove current image ${i + 1}`} onClick={() => onRemoveExisting(img._id)} disabled={disabled} />
            </Box>
          ))}
          {added.map((img) => (
            <Box key={img.key} sx={tileSx}>
              <img src={img.url} alt={`Preview of ${img.file.name}`} />
              <RemoveButton label={`Remove ${img.file.name}`} onClick={() => onRemoveAdded(img.key)} disabled={disabled} />
            </Box>
          ))}
        </Box>
      ) : null}
      <Button component="label" variant="outlined" startIcon={<AddPhotoAlternateOutlined />} disabled={disabled || count >= MAX_IMAGES}>
        Add Images
        <input hidden type="file" accept={IMAGE_ACCEPT} multiple aria-label="Product images" onChange={handleChange} />
      </Button>
      <FormHelperText>
        Up to {MAX_IMAGES} images, 10MB each ({IMAGE_TYPE_NAMES}).
      </FormHelperText>
      {errors.map((e) => (
        <FormHelperText key={e} error role="alert">
          {e}
        </FormHelperText>
      ))}
    </Box>
  );
}
