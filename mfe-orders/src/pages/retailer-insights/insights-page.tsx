import { useState } from 'react';
import Button from '@mui/material/Button';
import { ErrorState, LoadingState, PageHeader, errorMessage } from '@agrihub/shared';
import { useNavigate } from '@agrihub/shared/router';
import { useRetailerInsights, type RetailerFigures } from '../../features/retailer-insights/api/get-retailer-insights';
import { InsightTiles } from '../../features/retailer-insights/components/insight-tiles';
import { RetailerDetailsDialog } from '../../features/retailer-insights/components/retailer-details-dialog';
import { TopRetailersList } from '../../features/retailer-insights/components/top-retailers-list';

export const TITLE = 'Retailer Insights';
export const VIEW_ALL_RETAILERS = 'View all retailers';
export const LOADING_INSIGHTS = 'Loading retailer insights...';
export const INSIGHTS_LOAD_FAILED = 'Failed to load retailer insights';

/** /retailer-insights: the tiles and the ranking; View all retailers opens the directory with each one's credit. */
export function InsightsPage() {
  const insights = useRetailerInsights();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<RetailerFigures | null>(null);
  return (
    <>
      <PageHeader
        title={TITLE}
        subtitle="See which retailers drive your business."
        actions={
          <Button variant="outlined" onClick={() => void navigate('retailers')}>
            {VIEW_ALL_RETAILERS}
          </Button>
        }
      />
      {insights.isPending ? (
        <LoadingState label={LOADING_INSIGHTS} />
      ) : insights.isError ? (
        <ErrorState message={INSIGHTS_LOAD_FAILED} detail={errorMessage(insights.error, '')} onRetry={() => void insights.refetch()} />
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
