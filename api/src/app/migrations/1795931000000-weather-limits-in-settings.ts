import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

/** The weather pass's limits become the owner's settings (issue 44, decision 0343): 50% rain, 100 °F as before. */
export class WeatherLimitsInSettings1795931000000 implements MigrationInterface {
  name = 'WeatherLimitsInSettings1795931000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.addColumns('platform_settings', [new TableColumn(c.int('weatherRainChance', { default: 50 })), new TableColumn(c.int('weatherHeatF', { default: 100 }))]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('platform_settings', ['weatherRainChance', 'weatherHeatF']);
  }
}
