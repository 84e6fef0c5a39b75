import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import BoltOutlinedIcon from '@mui/icons-material/BoltOutlined';
import { Permitted } from '@agrihub/shared';
import { useCommerceTranslation } from '../../../locales/i18n';
import { QUICK_RULES, quickRuleTexts, type QuickRule } from '../constants';

/** Buttons that open the Create New Rule dialog prefilled with a typical rule. */
export function QuickRuleCreation({ onPick }: { onPick: (quick: QuickRule) => void }) {
  const { t } = useCommerceTranslation();
  const texts = quickRuleTexts(t);
  return (
    <Card>
      <CardHeader
        title={t('pricing.quick.title')}
        avatar={<BoltOutlinedIcon color="warning" />}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        sx={{ pb: 0 }}
      />
      <CardContent>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' } }}>
          {QUICK_RULES.map((quick) => (
            <Permitted key={quick.id} area="pricing">
              <Button
                variant="outlined"
                onClick={() => onPick(quick)}
                sx={{ flexDirection: 'column', alignItems: 'flex-start', textAlign: 'left', py: 1.5, textTransform: 'none' }}
              >
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  {texts[quick.id].label}
                </Typography>
                <Typography component="span" variant="caption" color="text.secondary">
                  {texts[quick.id].description}
                </Typography>
              </Button>
            </Permitted>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
