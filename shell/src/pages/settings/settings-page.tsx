import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { PERMISSION_AREA_WORDS, errorMessage } from '@agrihub/shared/core';
import { ErrorState, LoadingState, PageHeader, SectionCard, statusLabel } from '@agrihub/shared/ui';
import { useAuthStore } from '../../features/auth/auth-store';
import { useCompany } from '../../features/auth/api/get-company';
import { CompanyDetailsForm } from '../../features/auth/components/company-details-form';
import { HarvestDatesSection } from '../../features/auth/components/harvest-dates-section';
import { NotificationPreferences } from '../../features/notifications/components/notification-preferences';

/** Why the page is read-only for this member, and who can change it. */
export const readOnlyNote = (role: string) => `Your role, ${statusLabel(role)}, cannot change ${PERMISSION_AREA_WORDS.settings}: an admin of your company can.`;

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
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
      <PageHeader title="Settings" subtitle="Your company's details as invoices and your retailers see them" />
      {user && !canEdit ? (
        <Alert severity="info" data-testid="settings-read-only">
          {readOnlyNote(user.role)}
        </Alert>
      ) : null}
      <SectionCard title="Company details">
        {company.isPending ? (
          <LoadingState label="Loading company details..." />
        ) : company.isError ? (
          <ErrorState message="Failed to load the company details" detail={errorMessage(company.error, '')} onRetry={() => void company.refetch()} />
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
