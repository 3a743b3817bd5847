import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AdminReviewQuery, UpdateReviewInput } from '@dd/contracts/admin-reviews';
import type { ReviewDto } from '@dd/contracts/review';
import { notFound } from '../../common/api-exception';
import { mapPage, paginate, type PagedList } from '../../common/paging';
import { ReviewEntity } from '../review.entity';
import { PointsLedger } from '../../loyalty/points-ledger';
import { toReviewDto } from '../review.mapper';
import type { UserEntity } from '../../identity/users/user.entity';
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
  async list(query: AdminReviewQuery): Promise<PagedList<ReviewDto>> {
    const filtered = () => {
      const qb = this.dataSource.getRepository(ReviewEntity).createQueryBuilder('r');
      if (query.status) qb.andWhere('r.isApproved = :approved', { approved: query.status === 'approved' });
      if (query.rating) qb.andWhere('r.rating = :rating', { rating: query.rating });
      return qb;
    };
    const page = await paginate(
      filtered().leftJoinAndSelect('r.customer', 'customer').leftJoinAndSelect('r.booking', 'booking').leftJoinAndSelect('booking.package', 'package').leftJoinAndSelect('booking.car', 'car'),
      query,
      { sort: { expr: 'r.createdAt', dir: 'DESC', valueOf: (r) => r.createdAt }, id: { expr: 'r.id', valueOf: (r) => r.id } },
      { fetch: (qb) => qb.getMany(), count: () => filtered().getCount() },
    );
    return mapPage(page, toReviewDto);
  }

  async update(admin: UserEntity, id: string, changes: UpdateReviewInput): Promise<ReviewDto> {
    await this.dataSource.transaction(async (manager) => {
      const { affected } = Object.keys(changes).length ? await manager.update(ReviewEntity, { id }, changes) : { affected: await manager.countBy(ReviewEntity, { id }) };
      if (!affected) throw notFound('Review not found');
      const approvalOnly = Object.keys(changes).length === 1 && changes.isApproved !== undefined;
      await this.audit.record(manager, admin, 'review', id, approvalOnly ? (changes.isApproved ? 'approved' : 'unapproved') : 'updated', { ...changes });
      // +5 to its author for an approved verified review, once however often it is approved again.
      if (changes.isApproved) await this.points.reviewApproved(await manager.findOneByOrFail(ReviewEntity, { id }), manager);
    });
    const review = await this.dataSource
      .getRepository(ReviewEntity)
      .findOneOrFail({ where: { id }, relations: { customer: true, booking: { package: true, car: true } } });
    return toReviewDto(review);
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
