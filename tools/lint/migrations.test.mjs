import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { contractions, mapped, migrationBreaches } from './migrations.mjs';

const migration = (up) => `export class M implements MigrationInterface {\n  async up(q) {\n${up}\n  }\n  async down(q) {\n    await q.dropColumn('users', 'downOnly');\n  }\n}\n`;

test('finds drops and renames in up, however they are written, and ignores down', () => {
  assert.deepEqual(
    contractions(
      migration(`
    await q.dropColumn('users', 'nickname');
    await q.dropColumns('cars', ['vin', "plate"]);
    await q.renameColumn('bookings', 'notes', 'remarks');
    await q.changeColumn('users', 'totpSecret', new TableColumn({ ...c.varchar('totpSecret', 255), isNullable: true }));
    await q.changeColumn('users', 'phone', new TableColumn(c.varchar('mobile', 30)));
    await q.dropTable('old_things');
    await q.query('ALTER TABLE \`reviews\` DROP COLUMN \`legacy\`, DROP INDEX \`IDX_x\`, DROP FOREIGN KEY \`FK_y\`');
    await q.query('ALTER TABLE payments CHANGE amount amountCents int, CHANGE status status varchar(20)');
    await q.query('ALTER TABLE tips RENAME COLUMN note TO message');
    await q.query('DROP TABLE IF EXISTS \`ghosts\`');
    await q.query('RENAME TABLE visits TO plan_visits');`),
    ).map(({ table, column, how }) => `${how} ${table}.${column}`),
    [
      'drops users.nickname',
      'drops cars.vin',
      'drops cars.plate',
      'renames bookings.notes',
      'renames users.phone',
      'drops old_things.null',
      'drops reviews.legacy',
      'renames payments.amount',
      'renames tips.note',
      'drops ghosts.null',
      'renames visits.null',
    ],
  );
});

test('adding, widening and indexing contract nothing', () => {
  assert.deepEqual(
    contractions(migration(`    await q.addColumn('users', new TableColumn(c.varchar('nickname', 50)));\n    await q.query('ALTER TABLE users ADD COLUMN x int, DROP INDEX IDX_y');`)),
    [],
  );
});

test('a column is mapped by the entity of its table only', () => {
  const entities = [
    "@Entity('add_ons')\nexport class AddOnEntity {\n  @Column()\n  name!: string;\n}\n@Entity('add_on_packages')\nexport class AddOnPackageEntity {\n  @Column({ name: 'package_id' })\n  packageId!: string;\n}\n",
  ];
  assert.equal(mapped(entities, 'add_ons', 'name'), true);
  assert.equal(mapped(entities, 'add_ons', 'packageId'), false);
  assert.equal(mapped(entities, 'add_on_packages', 'package_id'), true);
  assert.equal(mapped(entities, 'add_on_packages', null), true);
  assert.equal(mapped(entities, 'gone', null), false);
});

/** A throwaway repository with an API that maps users.nickname, then the changes each case makes. */
function repository() {
  const root = mkdtempSync(join(tmpdir(), 'migrations-lint-'));
  const git = (...args) => execFileSync('git', args, { cwd: root, stdio: 'pipe' });
  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const entity = (columns) => `@Entity('users')\nexport class UserEntity {\n${columns.map((c) => `  @Column()\n  ${c}!: string;\n`).join('')}}\n`;
  git('init', '-q');
  git('config', 'user.email', 'lint@example.com');
  git('config', 'user.name', 'lint');
  write('api/src/identity/user.entity.ts', entity(['email', 'nickname']));
  write('api/src/app/migrations/1-initial.ts', migration("    await q.createTable('users');"));
  git('add', '.');
  git('commit', '-qm', 'release 1');
  return { root, git, write, entity, done: () => rmSync(root, { recursive: true, force: true }) };
}

const dropNickname = migration("    await q.dropColumn('users', 'nickname');");

test('stopping to use a column and dropping it in the same change is refused, committed or not', () => {
  const repo = repository();
  try {
    repo.write('api/src/identity/user.entity.ts', repo.entity(['email']));
    repo.write('api/src/app/migrations/2-drop-nickname.ts', dropNickname);
    assert.match(migrationBreaches(repo.root).join('\n'), /2-drop-nickname\.ts drops users\.nickname, which the previous release .* still uses/);
    repo.git('add', '.');
    repo.git('commit', '-qm', 'drop at once');
    assert.equal(migrationBreaches(repo.root).length, 1);
  } finally {
    repo.done();
  }
});

test('dropping a column the previous release no longer maps passes; with tags, only once a release has shipped without it', () => {
  const repo = repository();
  try {
    repo.git('tag', 'v1');
    repo.write('api/src/identity/user.entity.ts', repo.entity(['email']));
    repo.git('commit', '-qam', 'stop using nickname');
    // Not released yet: v1 still maps it.
    repo.write('api/src/app/migrations/2-drop-nickname.ts', dropNickname);
    assert.equal(migrationBreaches(repo.root).length, 1);
    repo.git('tag', 'v2', 'HEAD');
    assert.deepEqual(migrationBreaches(repo.root), []);
    repo.git('add', '.');
    repo.git('commit', '-qm', 'drop nickname');
    assert.deepEqual(migrationBreaches(repo.root), []);
  } finally {
    repo.done();
  }
});
