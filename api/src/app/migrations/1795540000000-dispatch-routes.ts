import { Table, TableColumn, TableForeignKey, type MigrationInterface, type QueryRunner } from 'typeorm';
import { rebuildRoutes } from '../../scheduling/claims';
import { defaultTravel } from '../../scheduling/travel-times';
import { DEMO_DAD_COVERAGE } from '../demo/demo-coverage';
import { columnsFor } from './1795255200000-initial-schema';

/**
 * Dispatch (issue 27): a DAD's base ZIP and coverage, each booking's planned arrival and drive, the
 * route versions that keep two changes of one DAD's day from both succeeding, and every existing
 * booking planned as a route (its claims now the drive and the job, in 5-minute units). DADs without
 * a base or coverage cover the whole service area; the demo DADs get theirs.
 */
export class DispatchRoutes1795540000000 implements MigrationInterface {
  name = 'DispatchRoutes1795540000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    const nullable = { isNullable: true };
    await queryRunner.addColumns('users', [
      new TableColumn(c.varchar('homeZip', 5, nullable)),
      new TableColumn(c.text('coverageZips', nullable)),
      new TableColumn(c.int('coverageRadiusMiles', nullable)),
    ]);
    await queryRunner.addColumns('bookings', [
      new TableColumn(c.datetime('plannedArrival', nullable)),
      new TableColumn(c.int('driveMinutes', nullable)),
      new TableColumn(c.int('driveMeters', nullable)),
    ]);
    await queryRunner.createTable(
      new Table({
        name: 'dad_route_days',
        columns: [c.ref('dadId', { isPrimary: true }), c.varchar('date', 10, { isPrimary: true }), c.int('version')],
        foreignKeys: [
          new TableForeignKey({ name: 'FK_dad_route_days_dad', columnNames: ['dadId'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'NO ACTION' }),
        ],
      }),
      false,
      true,
      true,
    );
    for (const [email, coverage] of Object.entries(DEMO_DAD_COVERAGE)) {
      await queryRunner.manager
        .createQueryBuilder()
        .update('users')
        .set({ homeZip: coverage.homeZip, coverageRadiusMiles: coverage.radiusMiles })
        .where('email = :email', { email })
        .execute();
    }
    await rebuildRoutes(queryRunner.manager, defaultTravel());
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('dad_route_days', true, true, true);
    for (const column of ['plannedArrival', 'driveMinutes', 'driveMeters']) await queryRunner.dropColumn('bookings', column);
    for (const column of ['homeZip', 'coverageZips', 'coverageRadiusMiles']) await queryRunner.dropColumn('users', column);
  }
}
