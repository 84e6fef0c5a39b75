import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { ConfirmDialog, ErrorState, LoadingState, PageHeader, Permitted, SearchField, errorMessage, useDialogState, useToast } from '@agrihub/shared';
import { usePricingRules, type PricingRule } from '../../features/pricing/api/get-pricing-rules';
import { useDeletePricingRule } from '../../features/pricing/api/delete-pricing-rule';
import { useUpdatePricingRuleStatus } from '../../features/pricing/api/update-pricing-rule-status';
import { CREATE_NEW_RULE, PricingRuleFormDialog } from '../../features/pricing/components/pricing-rule-form-dialog';
import { PricingRulesList } from '../../features/pricing/components/pricing-rules-list';
import { QuickRuleCreation } from '../../features/pricing/components/quick-rule-creation';
import { EMPTY_RULE, type RuleFormValues } from '../../features/pricing/constants';

export const TITLE = 'Pricing & Offers';
export const RULE_DELETED = 'Pricing rule deleted';

/** The rule form opens on prefilled values (create) or on a saved rule (edit). */
type RuleForm = { values: RuleFormValues; rule?: undefined } | { rule: PricingRule; values?: undefined };

export default function PricingOffersPage() {
  const toast = useToast();
  const [q, setQ] = useState('');
  const rules = usePricingRules(q);
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
          toast.success(status === 'Active' ? 'Pricing rule activated' : 'Pricing rule deactivated', `"${rule.name}" is now ${status.toLowerCase()}.`);
          closeConfirm();
        },
        onError: (error) => {
          toast.destructive('Could not change the rule', errorMessage(error, 'Please try again.'));
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
        toast.success(RULE_DELETED, `"${rule.name}" no longer applies to retailer orders.`);
        closeRemoval();
      },
      onError: (error) => {
        // A 409 says which order in progress still uses the rule; the rule stays in the list.
        toast.destructive('Could not delete the rule', errorMessage(error, 'Please try again.'));
        closeRemoval();
      },
    });
  };

  return (
    <>
      <PageHeader
        title={TITLE}
        subtitle="Create pricing rules and offers for your retailers."
        actions={
          <Permitted area="pricing">
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => openDialog({ values: EMPTY_RULE })}>
              {CREATE_NEW_RULE}
            </Button>
          </Permitted>
        }
      />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Card>
          <CardContent>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
              <Typography variant="h6" component="h2">
                Pricing Rules
              </Typography>
              {rules.data ? (
                <Typography variant="body2" color="text.secondary" data-testid="rules-summary">
                  {`${rules.data.summary.active} active · ${rules.data.summary.inactive} inactive · ${rules.data.summary.expired} expired`}
                </Typography>
              ) : null}
            </Box>
            <SearchField value={q} onSearch={setQ} placeholder="Name, type or category..." label="Search pricing rules" size="small" fullWidth sx={{ mb: 2 }} />
            {rules.isPending ? (
              <LoadingState label="Loading pricing rules..." />
            ) : rules.isError ? (
              <ErrorState message="Failed to load pricing rules" detail={errorMessage(rules.error, '')} onRetry={() => void rules.refetch()} />
            ) : (
              <PricingRulesList
                rules={rules.data.rules}
                searching={q !== ''}
                onToggle={confirm.show}
                onEdit={(rule) => openDialog({ rule })}
                onDelete={removal.show}
              />
            )}
          </CardContent>
        </Card>
        <QuickRuleCreation onPick={(quick) => openDialog({ values: quick.values() })} />
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
        title={activating ? 'Activate pricing rule?' : 'Deactivate pricing rule?'}
        message={
          toggling
            ? activating
              ? `"${toggling.name}" will apply to qualifying retailer orders again.`
              : `"${toggling.name}" will stop applying to retailer orders until you activate it again.`
            : ''
        }
        confirmLabel={activating ? 'Activate' : 'Deactivate'}
        destructive={!activating}
        busy={updateStatus.isPending}
        onConfirm={confirmToggle}
        onClose={closeConfirm}
      />
      <ConfirmDialog
        open={removal.open}
        title="Delete pricing rule?"
        message={deleting ? `"${deleting.name}" will be removed. This cannot be undone; to pause a rule, deactivate it instead.` : ''}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={closeRemoval}
      />
    </>
  );
}
