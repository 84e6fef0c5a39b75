import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** How much of the file has been sent; at 100% the server is still checking it. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <Box sx={{ mt: 1 }} role="status" aria-live="polite">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="body2">{percent < 100 ? 'Uploading...' : 'Checking the file...'}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="upload-percent">
          {percent}%
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={percent} aria-label="Upload progress" />
    </Box>
  );
}
