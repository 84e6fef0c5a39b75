import { useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import type { SxProps, Theme } from '@mui/material/styles';
import { useCatalogTranslation } from '../../../locales/i18n';

export interface LoadingImageProps {
  src: string;
  alt: string;
  /** How the picture fills its box: cropped to it (cards, thumbnails) or whole inside it (the product's page). */
  fit: 'cover' | 'contain';
  lazy?: boolean;
  iconSize?: number;
  sx?: SxProps<Theme>;
}

/**
 * A product's picture in a box of fixed proportions: a placeholder shows while it loads over a slow
 * network (issue 41), the picture takes its place once loaded, and one that fails to load leaves the
 * "No image" mark instead of a broken icon. Put it in a box with `position: relative`.
 */
export function LoadingImage({ src, alt, fit, lazy = false, iconSize = 40, sx }: LoadingImageProps) {
  const { t } = useCatalogTranslation();
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <>
      {state === 'loading' ? (
        <Skeleton variant="rectangular" animation="wave" data-testid="image-placeholder" sx={{ position: 'absolute', inset: 0, height: '100%' }} />
      ) : null}
      {state === 'failed' ? (
        <ImageOutlined titleAccess={t('product.noImage')} sx={{ fontSize: iconSize, color: 'text.disabled' }} />
      ) : (
        <Box
          component="img"
          src={src}
          alt={alt}
          loading={lazy ? 'lazy' : undefined}
          data-loaded={state === 'loaded'}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
          sx={[
            { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: fit, display: 'block', opacity: state === 'loaded' ? 1 : 0 },
            ...(Array.isArray(sx) ? sx : [sx]),
          ]}
        />
      )}
    </>
  );
}
