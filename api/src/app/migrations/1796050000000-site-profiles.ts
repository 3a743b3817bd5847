import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './1795255200000-initial-schema';

const nullable = { isNullable: true } as const;

/** Site profiles per customer and address, and packages done inside the car only (issue 44). */
export class SiteProfiles1796050000000 implements MigrationInterface {
  name = 'SiteProfiles1796050000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    const answer = (name: string) => ({ ...c.bool(name, false), default: undefined, ...nullable });
    await queryRunner.createTable(
      new Table({
        name: 'site_profiles',
        columns: [
          c.id(),
          c.ref('customerId'),
          c.varchar('addressKey', 300),
          c.varchar('address', 255),
          c.varchar('zipCode', 10),
          answer('water'),
          answer('power'),
          answer('covered'),
          c.varchar('gateCode', 100, nullable),
          c.varchar('hoaRules', 500, nullable),
          c.varchar('parkingNotes', 500, nullable),
          c.updatedAt(),
        ],
        indices: [new TableIndex({ name: 'UQ_site_profiles_customer_address', columnNames: ['customerId', 'addressKey'], isUnique: true })],
      }),
    );
    await queryRunner.addColumn('packages', new TableColumn(c.bool('interiorOnly', false)));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('packages', 'interiorOnly');
    await queryRunner.dropTable('site_profiles');
  }
}
