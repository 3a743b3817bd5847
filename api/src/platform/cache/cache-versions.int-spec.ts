import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PackageEntity } from '../../catalog/packages/package.entity';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { CacheVersionEntity } from './cache-version.entity';
import { CacheVersions } from './cache-versions';

describe('CacheVersions on MariaDB', () => {
  let server: TestApp;
  let versions: CacheVersions;
  let data: DataSource;
  let pkg: PackageEntity;

  beforeAll(async () => {
    server = await startTestApp('mysql');
    versions = server.app.get(CacheVersions);
    data = server.app.get<DataSource>(getDataSourceToken());
    [pkg] = await data.getRepository(PackageEntity).find({ take: 1 });
    await versions.poll();
  }, 180_000);
  afterAll(() => server?.close());

  it('forgets its copies once for its own write, and its next poll does not make them stale again', async () => {
    const before = { stamp: versions.stamp(['packages']), generation: versions.generation };
    await data.getRepository(PackageEntity).update(pkg.id, { name: `${pkg.name} (own write)` });
    const afterWrite = { stamp: versions.stamp(['packages']), generation: versions.generation };
    expect(afterWrite.stamp).not.toBe(before.stamp);
    expect(afterWrite.generation).toBe(before.generation + 1);
    await versions.poll();
    expect({ stamp: versions.stamp(['packages']), generation: versions.generation }).toEqual(afterWrite);
  });

  it('still sees another instance\'s write to the same table at its next poll', async () => {
    await data.getRepository(PackageEntity).update(pkg.id, { name: `${pkg.name} (own again)` });
    const own = versions.stamp(['packages']);
    // Another instance's bump, as its CacheVersions.changed makes it.
    await data.getRepository(CacheVersionEntity).increment({ name: 'packages' }, 'version', 1);
    await versions.poll();
    expect(versions.stamp(['packages'])).not.toBe(own);
    const seen = versions.stamp(['packages']);
    await versions.poll();
    expect(versions.stamp(['packages'])).toBe(seen);
  });
});
