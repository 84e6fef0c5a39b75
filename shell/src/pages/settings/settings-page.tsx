import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { errorMessage, i18n } from '@agrihub/shared/core';
import { ErrorState, LoadingState, PageHeader, SectionCard, statusLabel } from '@agrihub/shared/ui';
import { useAuthStore } from '../../features/auth/auth-store';
import { useCompany } from '../../features/auth/api/get-company';
import { CompanyDetailsForm } from '../../features/auth/components/company-details-form';
import { HarvestDatesSection } from '../../features/auth/components/harvest-dates-section';
import { NotificationPreferences } from '../../features/notifications/components/notification-preferences';
import { SHELL_NAMESPACE, useShellTranslation } from '../../locales/pages';

/** Why the page is read-only for this member, and who can change it. */
export const readOnlyNote = (role: string) => i18n.t('settings.readOnly', { ns: SHELL_NAMESPACE, role: statusLabel(role) });

/**
 * Settings (from the account menu): the company's details by sign-up's rules and its sales tax rate,
 * then the harvest due dates (verified sellers: they belong to the seller area), then which
 * notifications also go out by email. Every member reads
 * it; the `settings` area (admins) changes it. Each section is a card of its own in one column.
 */
export function SettingsPage() {
  const user = useAuthStore((s) => s.user);
  const company = useCompany();
  const canEdit = user?.permissions.includes('settings') ?? false;
  const { t } = useShellTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      {user && !canEdit ? (
        <Alert severity="info" data-testid="settings-read-only">
          {readOnlyNote(user.role)}
        </Alert>
      ) : null}
      <SectionCard title={t('settings.companyDetails')}>
        {company.isPending ? (
          <LoadingState label={t('settings.loading')} />
        ) : company.isError ? (
          <ErrorState message={t('settings.loadFailed')} detail={errorMessage(company.error, '')} onRetry={() => void company.refetch()} />
        ) : (
          // A new form only when the details really changed (a save, a colleague's save): a refetch with the same
          // answer (a live event, a focus) keeps what is being typed.
          <CompanyDetailsForm key={JSON.stringify(company.data)} company={company.data} canEdit={canEdit} />
        )}
      </SectionCard>
      {user?.isVerified ? <HarvestDatesSection canEdit={canEdit} /> : null}
      <NotificationPreferences mayChange={canEdit} />
    </Box>
  );
}
