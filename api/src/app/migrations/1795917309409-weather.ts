import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

const nullable = { isNullable: true } as const;

/** Forecasts cached per grid cell and hour, and the jobs the day-before pass found at risk (issue 44). */
export class Weather1795917309409 implements MigrationInterface {
  name = 'Weather1795917309409';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'weather_forecasts',
        columns: [
          { ...c.varchar('cell', 20), isPrimary: true },
          { ...c.datetime('hour'), isPrimary: true },
          c.int('precipitationChance'),
          c.int('temperatureF'),
          c.datetime('fetchedAt'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'weather_flags',
        columns: [
          c.id(),
          c.ref('bookingId'),
          c.ref('dadId', nullable),
          c.varchar('date', 10),
          c.datetime('start'),
          c.varchar('zipCode', 10),
          c.varchar('risk', 10),
          c.int('precipitationChance'),
          c.int('temperatureF'),
          c.createdAt(),
        ],
        indices: [
          new TableIndex({ name: 'UQ_weather_flags_bookingId', columnNames: ['bookingId'], isUnique: true }),
          new TableIndex({ name: 'IDX_weather_flags_date', columnNames: ['date'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('weather_flags');
    await queryRunner.dropTable('weather_forecasts');
  }
}
