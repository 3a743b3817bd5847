import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

const nullable = { isNullable: true } as const;

/**
 * An admin's edit of a review kept beside the customer's own words (issue 37, FTC 16 CFR 465): rating
 * and comment stay the customer's; the edit, who made it, when and why go in columns of their own.
 */
export class ReviewEdits1795620370000 implements MigrationInterface {
  name = 'ReviewEdits1795620370000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.addColumns('reviews', [
      new TableColumn({ ...c.int('editedRating'), ...nullable }),
      new TableColumn(c.text('editedComment', nullable)),
      new TableColumn({ ...c.datetime('editedAt'), ...nullable }),
      new TableColumn(c.varchar('editedById', 36, nullable)),
      new TableColumn(c.varchar('editReason', 500, nullable)),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('reviews', ['editedRating', 'editedComment', 'editedAt', 'editedById', 'editReason']);
  }
}
