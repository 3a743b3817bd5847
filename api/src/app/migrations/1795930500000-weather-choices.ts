import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

/** The customer's answer to a weather flag's keep-or-move offer (issue 44, decision 0342). */
export class WeatherChoices1795930500000 implements MigrationInterface {
  name = 'WeatherChoices1795930500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.addColumns('weather_flags', [new TableColumn({ ...c.varchar('choice', 10), isNullable: true }), new TableColumn({ ...c.datetime('choiceAt'), isNullable: true })]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('weather_flags', 'choiceAt');
    await queryRunner.dropColumn('weather_flags', 'choice');
  }
}
