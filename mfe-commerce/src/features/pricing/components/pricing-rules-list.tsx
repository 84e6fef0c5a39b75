import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { EmptyState, Permitted, StatusChip, formatNumber } from '@agrihub/shared';
import { formatDay } from '../../../lib/dates';
import { useCommerceTranslation } from '../../../locales/i18n';
import type { PricingRule } from '../api/get-pricing-rules';
import { ruleCategoryLabel, ruleStatusLabel, ruleTypeLabel } from '../constants';

const STATUS_KIND = { Active: 'product', Inactive: 'product', Expired: 'document' } as const;

export interface PricingRulesListProps {
  rules: PricingRule[];
  searching: boolean;
  onToggle: (rule: PricingRule) => void;
  onEdit: (rule: PricingRule) => void;
  onDelete: (rule: PricingRule) => void;
}

/** One row per rule: what it gives, to whom, until when, and its status with the toggle, Edit and Delete. */
export function PricingRulesList({ rules, searching, onToggle, onEdit, onDelete }: PricingRulesListProps) {
  const { t } = useCommerceTranslation();
  if (rules.length === 0) {
    return (
      <EmptyState title={searching ? t('pricing.list.noMatch') : t('pricing.list.empty')} description={searching ? undefined : t('pricing.list.emptyHint')} />
    );
  }
  return (
    <Box component="ul" aria-label={t('pricing.list.label')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {rules.map((rule) => (
        <Card component="li" key={rule._id} variant="outlined" data-testid="pricing-rule" sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="h3" sx={{ fontWeight: 600 }}>
                  {rule.name}
                </Typography>
                <StatusChip kind={STATUS_KIND[rule.status]} status={rule.status} label={ruleStatusLabel(t, rule.status)} />
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t('pricing.list.typeAndCategory', { type: ruleTypeLabel(t, rule.type), category: ruleCategoryLabel(t, rule.category) })}
              </Typography>
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, auto)', columnGap: 3, rowGap: 0.25, flex: '0 1 auto' }}>
              <Typography variant="caption" color="text.secondary">
                {t('pricing.list.discount')}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t('pricing.list.minQuantity')}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t('pricing.list.validUntil')}
              </Typography>
              <Typography sx={{ fontWeight: 700, color: 'success.dark' }}>
                {t('pricing.list.discountValue', { discount: formatNumber(rule.discount) })}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{formatNumber(rule.minQuantity)}</Typography>
              <Typography sx={{ fontWeight: 600, color: rule.status === 'Expired' ? 'error.main' : undefined }}>{formatDay(rule.validUntil)}</Typography>
            </Box>
            <Box sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' }, display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'flex-end' }}>
              {rule.status === 'Expired' ? (
                <Typography variant="body2" color="text.secondary">
                  {t('pricing.status.expired')}
                </Typography>
              ) : (
                <Permitted area="pricing">
                  <Button
                    size="small"
                    variant={rule.status === 'Active' ? 'outlined' : 'contained'}
                    color={rule.status === 'Active' ? 'inherit' : 'primary'}
                    onClick={() => onToggle(rule)}
                    aria-label={
                      rule.status === 'Active' ? t('pricing.list.deactivateRule', { name: rule.name }) : t('pricing.list.activateRule', { name: rule.name })
                    }
                  >
                    {rule.status === 'Active' ? t('pricing.toggle.deactivate') : t('pricing.toggle.activate')}
                  </Button>
                </Permitted>
              )}
              {/* An expired rule too: a new valid until date brings it back; a rule no longer wanted goes. */}
              <Permitted area="pricing">
                <Button
                  size="small"
                  variant="outlined"
                  color="inherit"
                  onClick={() => onEdit(rule)}
                  aria-label={t('pricing.list.editRule', { name: rule.name })}
                >
                  {t('pricing.list.edit')}
                </Button>
              </Permitted>
              <Permitted area="pricing">
                <Button
                  size="small"
                  variant="outlined"
                  color="error"
                  onClick={() => onDelete(rule)}
                  aria-label={t('pricing.list.deleteRule', { name: rule.name })}
                >
                  {t('pricing.list.delete')}
                </Button>
              </Permitted>
            </Box>
          </Box>
        </Card>
      ))}
    </Box>
  );
}
