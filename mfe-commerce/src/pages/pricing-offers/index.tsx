import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import {
  ConfirmDialog,
  ErrorState,
  FilterSelect,
  LoadingState,
  PageHeader,
  Permitted,
  SearchField,
  errorMessage,
  useDialogState,
  useToast,
  useUrlFilters,
} from '@agrihub/shared';
import { usePricingRules, type PricingRule, type PricingRuleFilters } from '../../features/pricing/api/get-pricing-rules';
import { useDeletePricingRule } from '../../features/pricing/api/delete-pricing-rule';
import { useUpdatePricingRuleStatus } from '../../features/pricing/api/update-pricing-rule-status';
import { PricingRuleFormDialog } from '../../features/pricing/components/pricing-rule-form-dialog';
import { PricingRulesList } from '../../features/pricing/components/pricing-rules-list';
import { QuickRuleCreation } from '../../features/pricing/components/quick-rule-creation';
import { EMPTY_RULE, RULE_STATUSES, quickRuleTexts, ruleStatusLabel, type RuleFormValues } from '../../features/pricing/constants';
import { useCommerceTranslation } from '../../locales/i18n';

/** The rule form opens on prefilled values (create) or on a saved rule (edit). */
type RuleForm = { values: RuleFormValues; rule?: undefined } | { rule: PricingRule; values?: undefined };

/** The list's filters in the URL (`?q=&status=`), as the other lists keep theirs: Back and a shared link keep them. */
function readFilters(params: URLSearchParams): PricingRuleFilters & { page: number } {
  const status = params.get('status') ?? '';
  return { q: params.get('q') ?? '', status: (RULE_STATUSES as readonly string[]).includes(status) ? (status as PricingRule['status']) : '', page: 1 };
}
const writeFilters = ({ q, status }: PricingRuleFilters) => ({ q, status });

export default function PricingOffersPage() {
  const { t } = useCommerceTranslation();
  const toast = useToast();
  const { filters, setFilters } = useUrlFilters(readFilters, writeFilters);
  const { q, status } = filters;
  const rules = usePricingRules(filters);
  // A new key per opening, so each opening starts from its own values.
  const dialog = useDialogState<RuleForm>();
  // The rule stays set while the confirmation fades out, so its text does not change on close.
  const confirm = useDialogState<PricingRule>();
  const toggling = confirm.value;
  const closeConfirm = confirm.close;
  const updateStatus = useUpdatePricingRuleStatus();
  const removal = useDialogState<PricingRule>();
  const deleting = removal.value;
  const closeRemoval = removal.close;
  const remove = useDeletePricingRule();

  const openDialog = dialog.show;
  const activating = toggling?.status !== 'Active';

  const confirmToggle = () => {
    if (!toggling) return;
    const rule = toggling;
    const status = rule.status === 'Active' ? 'Inactive' : 'Active';
    updateStatus.mutate(
      { id: rule._id, status },
      {
        onSuccess: () => {
          if (status === 'Active') toast.success(t('pricing.toggle.activated'), t('pricing.toggle.nowActive', { name: rule.name }));
          else toast.success(t('pricing.toggle.deactivated'), t('pricing.toggle.nowInactive', { name: rule.name }));
          closeConfirm();
        },
        onError: (error) => {
          toast.destructive(t('pricing.toggle.failed'), errorMessage(error, t('common.tryAgain')));
          closeConfirm();
        },
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const rule = deleting;
    remove.mutate(rule._id, {
      onSuccess: () => {
        toast.success(t('pricing.remove.deleted'), t('pricing.remove.deletedText', { name: rule.name }));
        closeRemoval();
      },
      onError: (error) => {
        // A 409 says which order in progress still uses the rule; the rule stays in the list.
        toast.destructive(t('pricing.remove.failed'), errorMessage(error, t('common.tryAgain')));
        closeRemoval();
      },
    });
  };

  return (
    <>
      <PageHeader
        title={t('pricing.title')}
        subtitle={t('pricing.subtitle')}
        actions={
          <Permitted area="pricing">
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => openDialog({ values: EMPTY_RULE })}>
              {t('pricing.createNewRule')}
            </Button>
          </Permitted>
        }
      />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Card>
          <CardContent>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
              <Typography variant="h6" component="h2">
                {t('pricing.rulesHeading')}
              </Typography>
              {rules.data ? (
                <Typography variant="body2" color="text.secondary" data-testid="rules-summary">
                  {t('pricing.summary', {
                    active: rules.data.summary.active,
                    inactive: rules.data.summary.inactive,
                    expired: rules.data.summary.expired,
                  })}
                </Typography>
              ) : null}
            </Box>
            <Box sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 200px' } }}>
              <SearchField
                value={q}
                onSearch={(next) => setFilters({ q: next })}
                placeholder={t('pricing.searchPlaceholder')}
                label={t('pricing.searchLabel')}
                size="small"
                fullWidth
              />
              <FilterSelect
                label={t('pricing.statusFilter')}
                value={status}
                allLabel={t('pricing.allStatus')}
                options={RULE_STATUSES.map((value) => ({ value, label: ruleStatusLabel(t, value) }))}
                onChange={(next) => setFilters({ status: next as PricingRule['status'] | '' })}
                size="small"
              />
            </Box>
            {rules.isPending ? (
              <LoadingState label={t('pricing.loading')} />
            ) : rules.isError ? (
              <ErrorState message={t('pricing.loadFailed')} detail={errorMessage(rules.error, '')} onRetry={() => void rules.refetch()} />
            ) : (
              <PricingRulesList
                rules={rules.data.rules}
                searching={q !== '' || status !== ''}
                onToggle={confirm.show}
                onEdit={(rule) => openDialog({ rule })}
                onDelete={removal.show}
              />
            )}
          </CardContent>
        </Card>
        <QuickRuleCreation onPick={(quick) => openDialog({ values: quick.values(quickRuleTexts(t)[quick.id].ruleName) })} />
      </Box>
      <PricingRuleFormDialog
        key={dialog.key}
        open={dialog.open}
        initialValues={dialog.value?.values ?? EMPTY_RULE}
        rule={dialog.value?.rule}
        appliesTo={rules.data?.appliesTo}
        onClose={dialog.close}
      />
      <ConfirmDialog
        open={confirm.open}
        title={activating ? t('pricing.toggle.activateTitle') : t('pricing.toggle.deactivateTitle')}
        message={
          toggling
            ? activating
              ? t('pricing.toggle.activateMessage', { name: toggling.name })
              : t('pricing.toggle.deactivateMessage', { name: toggling.name })
            : ''
        }
        confirmLabel={activating ? t('pricing.toggle.activate') : t('pricing.toggle.deactivate')}
        destructive={!activating}
        busy={updateStatus.isPending}
        onConfirm={confirmToggle}
        onClose={closeConfirm}
      />
      <ConfirmDialog
        open={removal.open}
        title={t('pricing.remove.title')}
        message={deleting ? t('pricing.remove.message', { name: deleting.name }) : ''}
        confirmLabel={t('pricing.remove.confirm')}
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={closeRemoval}
      />
    </>
  );
}
