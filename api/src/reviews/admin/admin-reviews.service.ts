import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { REVIEW_EDIT_MESSAGES, type AdminReviewQuery, type UpdateReviewInput } from '@dd/contracts/admin-reviews';
import type { AdminReviewDto } from '@dd/contracts/review';
import { invalidField, notFound } from '../../common/api-exception';
import { mapPage, paginate, type PagedList } from '../../common/paging';
import { ReviewEntity } from '../review.entity';
import { PointsLedger } from '../../loyalty/points-ledger';
import { toAdminReviewDto } from '../review.mapper';
import { UserEntity } from '../../identity/users/user.entity';
import { AdminAudit } from '../../audit/admin-audit';

/**
 * Review moderation. The public GET /api/reviews reads approved rows straight from the table, so an
 * approval, an edit or a deletion shows there on the next request.
 */
@Injectable()
export class AdminReviewsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AdminAudit,
    private readonly points: PointsLedger,
  ) {}

  /** Newest first; status (approved, pending) and rating filters. */
  async list(query: AdminReviewQuery): Promise<PagedList<AdminReviewDto>> {
    const filtered = () => {
      const qb = this.dataSource.getRepository(ReviewEntity).createQueryBuilder('r');
      if (query.status) qb.andWhere('r.isApproved = :approved', { approved: query.status === 'approved' });
      if (query.rating) qb.andWhere('r.rating = :rating', { rating: query.rating });
      return qb;
    };
    const page = await paginate(
      withShownRelations(filtered()),
      query,
      { sort: { expr: 'r.createdAt', dir: 'DESC', valueOf: (r) => r.createdAt }, id: { expr: 'r.id', valueOf: (r) => r.id } },
      { fetch: (qb) => qb.getMany(), count: () => filtered().getCount() },
    );
    return mapPage(page, toAdminReviewDto);
  }

  /**
   * Approve, or edit. An edit of the rating or words (issue 37, FTC 16 CFR 465) never overwrites the
   * customer's: it is kept beside them with who, when and why (a reason is required), shown publicly
   * as edited by the business, and not counted in any average. Editing back to the customer's own
   * words drops the edit.
   */
  async update(admin: UserEntity, id: string, { editReason, ...changes }: UpdateReviewInput): Promise<AdminReviewDto> {
    await this.dataSource.transaction(async (manager) => {
      const review = await manager.findOneBy(ReviewEntity, { id });
      if (!review) throw notFound('Review not found');
      const shown = { rating: review.editedAt ? review.editedRating! : review.rating, comment: review.editedAt ? review.editedComment : review.comment };
      const next = { rating: changes.rating ?? shown.rating, comment: changes.comment !== undefined ? changes.comment : shown.comment };
      const rewritten = next.rating !== shown.rating || next.comment !== shown.comment;
      if (rewritten && !editReason) throw invalidField('editReason', REVIEW_EDIT_MESSAGES.reasonRequired);
      const backToOriginal = next.rating === review.rating && next.comment === review.comment;
      const edit = !rewritten
        ? {}
        : backToOriginal
          ? { editedRating: null, editedComment: null, editedAt: null, editedById: null, editReason: null }
          : { editedRating: next.rating, editedComment: next.comment, editedAt: new Date(), editedById: admin.id, editReason };
      const values = { ...(changes.isApproved !== undefined && { isApproved: changes.isApproved }), ...edit };
      if (Object.keys(values).length) await manager.update(ReviewEntity, { id }, values);
      const action = rewritten ? 'edited' : changes.isApproved === undefined ? 'updated' : changes.isApproved ? 'approved' : 'unapproved';
      await this.audit.record(manager, admin, 'review', id, action, rewritten ? { from: shown, to: next, reason: editReason, isApproved: changes.isApproved } : { ...changes });
      // +5 to its author for an approved verified review, once however often it is approved again.
      if (changes.isApproved) await this.points.reviewApproved(await manager.findOneByOrFail(ReviewEntity, { id }), manager);
    });
    const review = await withShownRelations(this.dataSource.getRepository(ReviewEntity).createQueryBuilder('r').where('r.id = :id', { id })).getOneOrFail();
    return toAdminReviewDto(review);
  }

  /** Reject & Delete: gone for good; the audit keeps what it said. */
  async remove(admin: UserEntity, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const review = await manager.findOneBy(ReviewEntity, { id });
      if (!review) throw notFound('Review not found');
      await manager.delete(ReviewEntity, { id });
      await this.audit.record(manager, admin, 'review', id, 'deleted', { rating: review.rating, comment: review.comment, bookingId: review.bookingId, wasApproved: review.isApproved });
    });
  }
}

/** What an admin's review card shows: the customer, the booking's package and car, and the editor. */
function withShownRelations(qb: SelectQueryBuilder<ReviewEntity>): SelectQueryBuilder<ReviewEntity> {
  return qb
    .leftJoinAndSelect('r.customer', 'customer')
    .leftJoinAndSelect('r.booking', 'booking')
    .leftJoinAndSelect('booking.package', 'package')
    .leftJoinAndSelect('booking.car', 'car')
    .leftJoinAndMapOne('r.editedBy', UserEntity, 'editor', 'editor.id = r.editedById');
}
