import ArrowBack from '@mui/icons-material/ArrowBack';
import type { SvgIconProps } from '@mui/material/SvgIcon';

/**
 * The arrow of a "Back to..." link: it points the way pages turn back, to the left in English and
 * to the right in Urdu (an icon's drawing is not mirrored by the right-to-left styles).
 */
export function BackIcon(props: SvgIconProps) {
  return <ArrowBack {...props} sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />;
}
