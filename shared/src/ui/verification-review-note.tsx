import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate } from '../format/format';

/** Spec 1 / 7: what an unverified seller is asked to do. */
export const VERIFICATION_NOTE = 'Please upload all required documents to get your seller profile verified. Verification takes 1 working week.';
export const UNDER_REVIEW_TITLE = 'Your documents are under review';
export const underReviewText = (date: string) => `All 6 required documents are uploaded. Verification takes 1 working week: expect it by ${date}.`;
export const reviewLateText = (date: string) =>
  `Review is taking longer than expected (it was due by ${date}). You will get a notification as soon as it is done.`;

/** The review the server dates once all 6 documents are uploaded (GET /documents/checklist's `review`). */
export interface VerificationReviewState {
  /** The Pakistan calendar day the review is expected by, 'yyyy-MM-dd'. */
  expectedBy: string;
  overdue: boolean;
}

/**
 * What an unverified seller waits for, the same on the dashboard and in the Document Center: the note
 * to upload everything, or that the documents are under review and the day to expect it (or that it
 * is late).
 */
export function VerificationReviewNote({ review }: { review: VerificationReviewState | null | undefined }) {
  if (!review) {
    return (
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {VERIFICATION_NOTE}
      </Typography>
    );
  }
  // Noon in Pakistan: the day itself whatever the browser's zone.
  const date = formatDate(`${review.expectedBy}T12:00:00+05:00`);
  return (
    <Box data-testid="review-state" sx={{ mt: 0.5 }}>
      <Typography sx={{ fontWeight: 600 }}>{UNDER_REVIEW_TITLE}</Typography>
      <Typography color={review.overdue ? 'error' : 'text.secondary'}>{review.overdue ? reviewLateText(date) : underReviewText(date)}</Typography>
    </Box>
  );
}
