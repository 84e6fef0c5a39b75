import { useState } from 'react';
import Button from '@mui/material/Button';
import { ErrorState, LoadingState, PageHeader, errorMessage } from '@agrihub/shared';
import { useNavigate } from '@agrihub/shared/router';
import { useRetailerInsights, type RetailerFigures } from '../../features/retailer-insights/api/get-retailer-insights';
import { InsightTiles } from '../../features/retailer-insights/components/insight-tiles';
import { RetailerDetailsDialog } from '../../features/retailer-insights/components/retailer-details-dialog';
import { TopRetailersList } from '../../features/retailer-insights/components/top-retailers-list';
import { useOrdersTranslation } from '../../locales/i18n';

/** /retailer-insights: the tiles and the ranking; View all retailers opens the directory with each one's credit, Receivables aging what they owe by days past due. */
export function InsightsPage() {
  const { t } = useOrdersTranslation();
  const insights = useRetailerInsights();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<RetailerFigures | null>(null);
  return (
    <>
      <PageHeader
        title={t('insights.title')}
        subtitle={t('insights.subtitle')}
        actions={
          <>
            <Button variant="outlined" onClick={() => void navigate('aging')}>
              {t('insights.viewAging')}
            </Button>
            <Button variant="outlined" onClick={() => void navigate('retailers')}>
              {t('insights.viewAll')}
            </Button>
          </>
        }
      />
      {insights.isPending ? (
        <LoadingState label={t('insights.loading')} />
      ) : insights.isError ? (
        <ErrorState message={t('insights.loadFailed')} detail={errorMessage(insights.error, '')} onRetry={() => void insights.refetch()} />
      ) : (
        <>
          <InsightTiles summary={insights.data.summary} />
          <TopRetailersList retailers={insights.data.topRetailers} onDetails={setSelected} />
        </>
      )}
      {selected ? <RetailerDetailsDialog key={selected._id} retailer={selected} onClose={() => setSelected(null)} /> : null}
    </>
  );
}
