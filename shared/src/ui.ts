// `@agrihub/shared/ui`: the page furniture of a signed-in page (header, stat cards, status chips,
// loading/empty/error states), without the dialogs and selects of the root entry.

export { BackIcon } from './ui/back-icon';
export { PageHeader } from './ui/page-header';
export type { PageHeaderProps } from './ui/page-header';
export { StatCard, StatCards } from './ui/stat-card';
export type { StatCardProps, StatCardsProps } from './ui/stat-card';
export { StatusChip, statusTone, statusLabel } from './ui/status-chip';
export type { StatusChipProps, StatusKind, StatusTone } from './ui/status-chip';
export { LoadingState, EmptyState, ErrorState } from './ui/states';
export { RowList, RowTitle } from './ui/row-list';
export { SectionCard } from './ui/section-card';
export { PrintAlone } from './ui/print-alone';
export { LineItemsTable } from './ui/line-items-table';
export type { LineItemsTableProps, PricedLine } from './ui/line-items-table';
export type { SectionCardProps } from './ui/section-card';
export type { RowListProps, RowTitleProps } from './ui/row-list';
export { HintTooltip } from './ui/hint-tooltip';
export type { HintTooltipProps } from './ui/hint-tooltip';
export type { EmptyStateProps, ErrorStateProps } from './ui/states';
export { useDebouncedValue } from './ui/use-debounced-value';
export { VerificationReviewNote, VERIFICATION_NOTE, UNDER_REVIEW_TITLE, underReviewText, reviewLateText } from './ui/verification-review-note';
export type { VerificationReviewState } from './ui/verification-review-note';
