import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

const nullable = { isNullable: true } as const;

/**
 * Maintenance plans (issue 42): the plans the owner offers, the customers on them, and each visit
 * placed (unique per membership and date, so two instances placing at once book it once).
 */
export class MaintenancePlans1795915753965 implements MigrationInterface {
  name = 'MaintenancePlans1795915753965';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'maintenance_plans',
        columns: [
          c.id(),
          c.varchar('name', 100),
          c.ref('packageId'),
          c.varchar('visitInterval', 20),
          c.int('minimumVisits'),
          c.int('pausesPerYear'),
          c.text('terms'),
          c.bool('isActive', true),
          c.createdAt(),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'plan_memberships',
        columns: [
          c.id(),
          c.ref('planId'),
          c.ref('customerId'),
          c.ref('carId', nullable),
          c.varchar('vehicleType', 10),
          c.varchar('address', 255),
          c.varchar('city', 100),
          c.varchar('zipCode', 10),
          c.int('weekday'),
          c.varchar('arrivalWindow', 10),
          c.ref('paymentMethodId'),
          c.varchar('status', 10, { default: "'active'" }),
          c.varchar('startDate', 10),
          c.varchar('nextVisitDate', 10),
          c.varchar('pausedUntil', 10, nullable),
          c.int('pausesUsed', { default: 0 }),
          c.int('pauseYear', { default: 0 }),
          c.varchar('endsOn', 10, nullable),
          c.datetime('termsAgreedAt'),
          c.text('termsText'),
          c.createdAt(),
          c.updatedAt(),
        ],
        indices: [
          new TableIndex({ name: 'IDX_plan_memberships_status_nextVisitDate', columnNames: ['status', 'nextVisitDate'] }),
          new TableIndex({ name: 'IDX_plan_memberships_customerId', columnNames: ['customerId'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'plan_visits',
        columns: [c.id(), c.ref('membershipId'), c.varchar('visitDate', 10), c.ref('bookingId', nullable), c.varchar('status', 20, { default: "'placing'" }), c.varchar('note', 500, nullable), c.createdAt()],
        indices: [
          new TableIndex({ name: 'UQ_plan_visits_membershipId_visitDate', columnNames: ['membershipId', 'visitDate'], isUnique: true }),
          new TableIndex({ name: 'IDX_plan_visits_bookingId', columnNames: ['bookingId'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('plan_visits');
    await queryRunner.dropTable('plan_memberships');
    await queryRunner.dropTable('maintenance_plans');
  }
}
