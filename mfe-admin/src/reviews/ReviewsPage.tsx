import { useEffect, useState } from 'react';
import { Button, Checkbox, Flex, Input, Rate, Select } from 'antd';
import type { AdminReviewDto as ReviewDto } from '@dd/contracts/review';
import { bookingReference, longDate } from '@dd/ui/booking-format';
import { ConfirmDialog } from '@dd/ui/confirm-dialog';
import { EmptyState } from '@dd/ui/empty-state';
import { PageFrame } from '@dd/ui/page-frame';
import { PagedList } from '@dd/ui/paged-list';
import { PlainDialog } from '@dd/ui/plain-dialog';
import { StarRating } from '@dd/ui/star-rating';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { useAdminDeleteReviewMutation, useAdminGetAdminReviewsQuery, useAdminGetPendingReviewsQuery, useAdminUpdateReviewMutation } from '../api/admin.api';
import { StateTag } from '../common/state-tag';
import { useAdminAction } from '../common/use-admin-action';

type StatusFilter = 'all' | 'approved' | 'pending';
type Filters = { status?: 'approved' | 'pending'; rating?: number };

const DELETE_TEXT = 'This action cannot be undone. This will permanently delete the review.';

/** Approve, edit and delete with the spec's toasts (dad-and-admin §8). */
function useReviewActions() {
  const [update, updating] = useAdminUpdateReviewMutation();
  const [remove, removing] = useAdminDeleteReviewMutation();
  const act = useAdminAction();
  return {
    busy: updating.isLoading || removing.isLoading,
    approve: (review: ReviewDto) =>
      act(() => update({ id: review.id, isApproved: true }).unwrap(), { success: { title: 'Review approved successfully' }, failure: { title: 'Failed to approve review' } }),
    edit: (review: ReviewDto, changes: { rating: number; comment: string; isApproved: boolean; editReason?: string }) =>
      act(() => update({ id: review.id, ...changes }).unwrap(), { success: { title: 'Review updated successfully' }, failure: { title: 'Failed to update review' } }),
    remove: (review: ReviewDto) => act(() => remove(review.id).unwrap(), { success: { title: 'Review deleted successfully' }, failure: { title: 'Failed to delete review' } }),
  };
}

function EditReviewDialog({ review, onClose }: { review: ReviewDto | null; onClose: () => void }) {
  const actions = useReviewActions();
  const [rating, setRating] = useState(5);
  const [comment, setComment] = useState('');
  const [isApproved, setApproved] = useState(false);
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (review) {
      setRating(review.rating);
      setComment(review.comment ?? '');
      setApproved(review.isApproved);
      setReason(review.edit?.reason ?? '');
    }
  }, [review]);
  if (!review) return null;
  return (
    <PlainDialog open onClose={onClose} title="Edit Review" width={520}>
      <div style={{ display: 'grid', gap: 12 }} data-testid="edit-review">
        <label style={{ display: 'grid', gap: 4 }}>
          Rating
          <Rate value={rating} onChange={(value) => setRating(value || 1)} aria-label="Rating" />
        </label>
        <label style={{ display: 'grid', gap: 4 }}>
          Comment
          <Input.TextArea value={comment} onChange={(e) => setComment(e.target.value)} autoSize={{ minRows: 3 }} />
        </label>
        <div style={{ display: 'grid', gap: 4 }}>
          <label htmlFor="review-edit-reason">Why are you changing what the customer wrote?</label>
          <Input id="review-edit-reason" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} aria-describedby="review-edit-note" />
          <span id="review-edit-note" style={{ color: brand.textMuted, fontSize: 13 }}>
            Needed when you change the rating or comment. The customer’s own words stay on record, and the public page shows the review as edited by Dad’s Detailing; its rating is not counted as theirs.
          </span>
        </div>
        <Checkbox checked={isApproved} onChange={(e) => setApproved(e.target.checked)}>
          Approve this review
        </Checkbox>
        <Flex gap={8} justify="end">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={actions.busy} onClick={async () => (await actions.edit(review, { rating, comment, isApproved, ...(reason.trim() && { editReason: reason.trim() }) })) && onClose()}>
            Save
          </Button>
        </Flex>
      </div>
    </PlainDialog>
  );
}

function ReviewCard({ review, pendingView, onEdit, onDelete }: { review: ReviewDto; pendingView: boolean; onEdit: () => void; onDelete: () => void }) {
  const actions = useReviewActions();
  return (
    <li style={{ ...surfaceStyle, listStyle: 'none', display: 'grid', gap: 6 }} data-testid="admin-review-card" data-review-id={review.id}>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8 }}>
        <strong>
          {review.customer.firstName} {review.customer.lastName}
        </strong>
        <StateTag tone={review.isApproved ? 'good' : 'warn'}>{review.isApproved ? 'Approved' : 'Pending'}</StateTag>
      </div>
      <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <StarRating value={review.rating} /> <span style={{ color: brand.textMuted }}>{longDate(review.createdAt)}</span>
      </span>
      <p style={{ margin: 0 }}>{review.comment}</p>
      {review.edit && (
        <div style={{ color: brand.textMuted, fontSize: 14, display: 'grid', gap: 2 }} data-testid="review-edit-record">
          <span>
            Edited by {review.edit.by} on {longDate(review.edit.at)}
            {review.edit.reason ? `: ${review.edit.reason}` : ''}
          </span>
          <span>
            The customer wrote ({review.original.rating} of 5): {review.original.comment ?? 'no comment'}
          </span>
        </div>
      )}
      {pendingView && <span style={{ color: brand.textMuted }}>Booking #{bookingReference(review.bookingId)}</span>}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {pendingView ? (
          <>
            <Button type="primary" loading={actions.busy} onClick={() => void actions.approve(review)}>
              Approve
            </Button>
            <Button danger onClick={onDelete}>
              Reject & Delete
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onEdit}>Edit</Button>
            <Button danger onClick={onDelete}>
              Delete
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

/** All Reviews (filters, Edit, Delete) and Pending Reviews (Approve, Reject & Delete): one screen, two views. */
export function ReviewsScreen({ pendingView }: { pendingView: boolean }) {
  const [status, setStatus] = useState<StatusFilter>('all');
  const [rating, setRating] = useState<number | 'all'>('all');
  const [editing, setEditing] = useState<ReviewDto | null>(null);
  const [deleting, setDeleting] = useState<ReviewDto | null>(null);
  const actions = useReviewActions();
  const filters: Filters = pendingView ? {} : { ...(status !== 'all' && { status }), ...(rating !== 'all' && { rating }) };
  const filterSlot = pendingView ? undefined : (
    <>
      <Select<StatusFilter>
        aria-label="Status"
        value={status}
        onChange={setStatus}
        style={{ minWidth: 150 }}
        options={[
          { value: 'all', label: 'All statuses' },
          { value: 'approved', label: 'Approved' },
          { value: 'pending', label: 'Pending' },
        ]}
      />
      <Select<number | 'all'>
        aria-label="Rating"
        value={rating}
        onChange={setRating}
        style={{ minWidth: 150 }}
        options={[{ value: 'all' as const, label: 'All ratings' }, ...[5, 4, 3, 2, 1].map((n) => ({ value: n, label: `${n} star${n === 1 ? '' : 's'}` }))]}
      />
    </>
  );
  return (
    <PageFrame title={pendingView ? 'Pending Reviews' : 'All Reviews'} back={{ to: '/dadportal/admin', label: 'Back to Dashboard' }} testId={pendingView ? 'pending-reviews' : 'all-reviews'}>
      <PagedList<ReviewDto, Filters>
        useQuery={pendingView ? useAdminGetPendingReviewsQuery : useAdminGetAdminReviewsQuery}
        filters={filters}
        filterSlot={filterSlot}
        label="Reviews"
        errorTitle="Failed to load reviews"
        empty={<EmptyState title={pendingView ? 'No pending reviews' : 'No reviews found'} />}
        renderItem={(review) => <ReviewCard key={review.id} review={review} pendingView={pendingView} onEdit={() => setEditing(review)} onDelete={() => setDeleting(review)} />}
      />
      <EditReviewDialog review={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={!!deleting}
        title="Delete this review?"
        confirmLabel={pendingView ? 'Reject & Delete' : 'Delete'}
        danger
        busy={actions.busy}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting && (await actions.remove(deleting)) !== null) setDeleting(null);
        }}
      >
        {DELETE_TEXT}
      </ConfirmDialog>
    </PageFrame>
  );
}

export default function AllReviewsPage() {
  return <ReviewsScreen pendingView={false} />;
}
