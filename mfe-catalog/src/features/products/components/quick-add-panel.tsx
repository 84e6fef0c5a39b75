import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Permitted } from '@agrihub/shared';
import { useCatalogTranslation } from '../../../locales/i18n';

export interface QuickAddPanelProps {
  onBulkImport: () => void;
  onQuickAdd: () => void;
}

/** Spec 2's Quick Product Addition panel, with real functions (issue 6). */
export function QuickAddPanel({ onBulkImport, onQuickAdd }: QuickAddPanelProps) {
  const { t } = useCatalogTranslation();
  return (
    <Card component="section" aria-labelledby="quick-add-title" sx={{ mb: 3 }}>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', '&:last-child': { pb: 2 } }}>
        <Box sx={{ minWidth: 0, flex: '1 1 260px' }}>
          <Typography id="quick-add-title" variant="h6" component="h2">
            {t('quickAdd.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('quickAdd.text')}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Permitted area="catalog">
            <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={onBulkImport}>
              {t('quickAdd.bulkImport')}
            </Button>
          </Permitted>
          <Permitted area="catalog">
            <Button variant="outlined" startIcon={<BoltOutlined />} onClick={onQuickAdd}>
              {t('quickAdd.quickAdd')}
            </Button>
          </Permitted>
        </Box>
      </CardContent>
    </Card>
  );
}
