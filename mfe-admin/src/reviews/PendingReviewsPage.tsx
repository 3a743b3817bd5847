import { ReviewsScreen } from './ReviewsPage';

/** /dadportal/admin/reviews/pending */
export default function PendingReviewsPage() {
  return <ReviewsScreen pendingView />;
}
