import { useState } from 'react';
import Button from '@mui/material/Button';
import { ErrorState, LoadingState, PageHeader, useDialogState } from '@agrihub/shared';
import { useRetailerInsights, type RetailerFigures } from '../../features/retailer-insights/api/get-retailer-insights';
import { AllRetailersDialog, VIEW_ALL_RETAILERS } from '../../features/retailer-insights/components/all-retailers-dialog';
import { InsightTiles } from '../../features/retailer-insights/components/insight-tiles';
import { RetailerDetailsDialog } from '../../features/retailer-insights/components/retailer-details-dialog';
import { TopRetailersList } from '../../features/retailer-insights/components/top-retailers-list';

export const TITLE = 'Retailer Insights';
export const LOADING_INSIGHTS = 'Loading retailer insights...';
export const INSIGHTS_LOAD_FAILED = 'Failed to load retailer insights';

export default function RetailerInsightsPage() {
  const insights = useRetailerInsights();
  const [selected, setSelected] = useState<RetailerFigures | null>(null);
  // A fresh search and first page per opening (the key).
  const all = useDialogState();
  return (
    <>
      <PageHeader
        title={TITLE}
        subtitle="See which retailers drive your business."
        actions={
          <Button variant="outlined" onClick={() => all.show()}>
            {VIEW_ALL_RETAILERS}
          </Button>
        }
      />
      {insights.isPending ? (
        <LoadingState label={LOADING_INSIGHTS} />
      ) : insights.isError ? (
        <ErrorState message={INSIGHTS_LOAD_FAILED} onRetry={() => void insights.refetch()} />
      ) : (
        <>
          <InsightTiles summary={insights.data.summary} />
          <TopRetailersList retailers={insights.data.topRetailers} onDetails={setSelected} />
        </>
      )}
      <AllRetailersDialog key={all.key} open={all.open} onClose={all.close} />
      {selected ? <RetailerDetailsDialog key={selected._id} retailer={selected} onClose={() => setSelected(null)} /> : null}
    </>
  );
}
