import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate } from '../format/format';
import { useTranslation } from 'react-i18next';
import { SHARED_NAMESPACE } from '../i18n/i18n';
import en from '../i18n/locales/en.json';

/** Spec 1 / 7: what an unverified seller is asked to do (the English texts, for tests and other pages' checks). */
export const VERIFICATION_NOTE = en.verification.note;
export const UNDER_REVIEW_TITLE = en.verification.underReviewTitle;
export const underReviewText = (date: string) => en.verification.underReview.replace('{{date}}', date);
export const reviewLateText = (date: string) => en.verification.late.replace('{{date}}', date);

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
  const { t } = useTranslation(SHARED_NAMESPACE);
  if (!review) {
    return (
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t('verification.note')}
      </Typography>
    );
  }
  // Noon in Pakistan: the day itself whatever the browser's zone.
  const date = formatDate(`${review.expectedBy}T12:00:00+05:00`);
  return (
    <Box data-testid="review-state" sx={{ mt: 0.5 }}>
      <Typography sx={{ fontWeight: 600 }}>{t('verification.underReviewTitle')}</Typography>
      <Typography color={review.overdue ? 'error' : 'text.secondary'}>
        {t(review.overdue ? 'verification.late' : 'verification.underReview', { date })}
      </Typography>
    </Box>
  );
}
