import { DataSource, type QueryRunner, type Table } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { dataSourceOptions } from './data-source.options';

/** The migrations alone must build exactly the schema the entities describe, on both databases. */
describe.each(['sqlite', 'mysql'] as const)('schema on %s', (kind) => {
  let db: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    dataSource = await new DataSource(dataSourceOptions(db)).initialize();
    if (kind === 'mysql') await ignoreMariaDbImplicitNullDefaults(dataSource);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('migrates a fresh database to exactly the entities', async () => {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    expect(applied).toHaveLength(dataSource.migrations.length);

    const { upQueries } = await dataSource.driver.createSchemaBuilder().log();
    expect(upQueries.map((q) => q.query)).toEqual([]);
    expect(await tableNames(dataSource)).toEqual(dataSource.entityMetadatas.map((m) => m.tableName).sort());
  });

  it('reverts to an empty database', async () => {
    for (const _ of dataSource.migrations) await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await tableNames(dataSource)).toEqual([]);
  });
});

/** The tables in the database, apart from TypeORM's migrations log. */
async function tableNames(dataSource: DataSource): Promise<string[]> {
  const rows: { name: string }[] =
    dataSource.options.type === 'mysql'
      ? await dataSource.query('SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()')
      : await dataSource.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'");
  return rows
    .map((row) => row.name)
    .filter((name) => name !== 'migrations')
    .sort();
}

/**
 * The app talks to MariaDB through TypeORM's 'mysql' driver (its 'mariadb' flavour maps uuid keys to a
 * native UUID type that MySQL 8 lacks). That driver reads MariaDB's implicit `DEFAULT NULL` of nullable
 * columns as the string 'NULL' and would report every nullable column as changed; undo just that misreading.
 */
async function ignoreMariaDbImplicitNullDefaults(dataSource: DataSource): Promise<void> {
  const [{ version }] = await dataSource.query('SELECT VERSION() AS version');
  if (!/mariadb/i.test(version)) return;
  type Loader = QueryRunner & { loadTables(names?: string[]): Promise<Table[]> };
  const driver = dataSource.driver;
  const createQueryRunner = driver.createQueryRunner.bind(driver);
  driver.createQueryRunner = (mode) => {
    const runner = createQueryRunner(mode) as Loader;
    const loadTables = runner.loadTables.bind(runner);
    runner.loadTables = async (names) => {
      const tables = await loadTables(names);
      for (const column of tables.flatMap((table) => table.columns)) {
        if (column.isNullable && column.default === "'NULL'") column.default = undefined;
      }
      return tables;
    };
    return runner;
  };
}
