import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

/** Which offer an `R`'s windows belong to: the weather's (no policy window, no move limit) or the ordinary reschedule (issue 44). */
export class WeatherTextOffers1796050100000 implements MigrationInterface {
  name = 'WeatherTextOffers1796050100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.addColumn('inbound_texts', new TableColumn({ ...c.varchar('offerWaiver', 10), isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('inbound_texts', 'offerWaiver');
  }
}
