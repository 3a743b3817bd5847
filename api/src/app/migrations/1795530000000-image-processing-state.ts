import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

/**
 * An image's processing state: with REDIS_URL an upload is stored as sent and answered at once
 * (`processing`), and a queue worker makes its variants (`ready`) or finds it unreadable (`failed`,
 * with the reason). Existing images were processed inside their upload: `ready`.
 */
export class ImageProcessingState1795530000000 implements MigrationInterface {
  name = 'ImageProcessingState1795530000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.addColumns('images', [
      new TableColumn(c.varchar('processingState', 20, { default: "'ready'" })),
      new TableColumn(c.varchar('processingError', 500, { isNullable: true })),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('images', 'processingError');
    await queryRunner.dropColumn('images', 'processingState');
  }
}
