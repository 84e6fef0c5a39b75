import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useDocumentsTranslation } from '../../../locales/i18n';

/** How much of the file has been sent; at 100% the server is still checking it. */
export function UploadProgress({ percent }: { percent: number }) {
  const { t } = useDocumentsTranslation();
  return (
    <Box sx={{ mt: 1 }} role="status" aria-live="polite">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="body2">{percent < 100 ? t('upload.uploading') : t('upload.checking')}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="upload-percent">
          {percent}%
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={percent} aria-label={t('upload.progress')} />
    </Box>
  );
}
