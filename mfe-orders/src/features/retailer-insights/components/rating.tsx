import Box from '@mui/material/Box';
import Star from '@mui/icons-material/Star';

export const NOT_RATED = 'Not rated';

/** '4.8' with a star, or 'Not rated'. */
export function Rating({ value }: { value: number | null }) {
  if (value === null)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {NOT_RATED}
      </Box>
    );
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }} aria-label={`Rating ${value.toFixed(1)} out of 5`}>
      <Star aria-hidden sx={{ fontSize: 18, color: '#f5a623' }} />
      {value.toFixed(1)}
    </Box>
  );
}
