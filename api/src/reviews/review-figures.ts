import type { DataSource, EntityManager, FindOperator } from 'typeorm';
import { ReviewEntity } from './review.entity';

/**
 * What the dashboards count of reviews, asked of reviews (it owns the table): approved reviews only
 * make a rating, the same one on the DAD's, the admin's and the public pages.
 */

/** A DAD's approved reviews' ratings; with `scheduled`, only of jobs scheduled then. */
export function approvedRatingsOfDad(manager: EntityManager, dadId: string, scheduled?: FindOperator<Date>): Promise<Array<Pick<ReviewEntity, 'rating'>>> {
  return manager.find(ReviewEntity, { select: { rating: true }, where: { dadId, isApproved: true, ...(scheduled && { booking: { scheduledDate: scheduled } }) } });
}

/** The admin dashboard's tiles: the approved reviews' average rating, and how many wait for approval. */
export function reviewTiles(dataSource: DataSource): Promise<{ average: string | number | null; pending: string | number } | undefined> {
  return dataSource
    .getRepository(ReviewEntity)
    .createQueryBuilder('r')
    .select('AVG(CASE WHEN r.isApproved = :yes THEN r.rating END)', 'average')
    .addSelect('COUNT(CASE WHEN r.isApproved = :no THEN 1 END)', 'pending')
    .setParameters({ yes: true, no: false })
    .getRawOne<{ average: string | number | null; pending: string | number }>();
}

/** The approved reviews written in [start, now): their average rating and how many. */
export function approvedRatingsBetween(dataSource: DataSource, period: { start: Date; now: Date }): Promise<{ average: string | number | null; count: string | number } | undefined> {
  return dataSource
    .getRepository(ReviewEntity)
    .createQueryBuilder('r')
    .select('AVG(r.rating)', 'average')
    .addSelect('COUNT(*)', 'count')
    .where('r.isApproved = :yes AND r.createdAt >= :start AND r.createdAt < :now', { ...period, yes: true })
    .getRawOne<{ average: string | number | null; count: string | number }>();
}
