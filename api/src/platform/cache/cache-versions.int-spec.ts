import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PackageEntity } from '../../catalog/packages/package.entity';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { CacheVersionEntity } from './cache-version.entity';
import { runWork } from '../database/work-context';
import { CacheVersions } from './cache-versions';

describe('CacheVersions on MariaDB', () => {
  let server: TestApp;
  let versions: CacheVersions;
  let data: DataSource;
  let pkg: PackageEntity;
  /** The packages' counter in the database, as the other instances poll it. */
  const shared = async () => (await data.getRepository(CacheVersionEntity).findOneByOrFail({ name: 'packages' })).version;

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

  it('announces a request\'s commits once, in one statement, before the request answers', async () => {
    const before = await shared();
    const recording = server.queries.record();
    let during: { stamp: string; version: number } | undefined;
    const stampBefore = versions.stamp(['packages']);
    await runWork('PUT /api/test', true, () =>
      versions.announceOnce(async () => {
        await data.getRepository(PackageEntity).update(pkg.id, { name: `${pkg.name} (first)` });
        await data.getRepository(PackageEntity).update(pkg.id, { name: `${pkg.name} (second)` });
        during = { stamp: versions.stamp(['packages']), version: await shared() };
      }),
    );
    recording.stop();
    // Stale here at once; the other instances hear of both writes by one bump, made when the request answered.
    expect(during!.stamp).not.toBe(stampBefore);
    expect(during!.version).toBe(before);
    expect(recording.statements.filter((s) => s.sql.startsWith('UPDATE `cache_versions`'))).toHaveLength(1);
    expect(await shared()).toBe(before + 1);
    const own = versions.stamp(['packages']);
    await versions.poll();
    expect(versions.stamp(['packages'])).toBe(own);
  });

  it('announces the commits of requests answering at once in one statement, each answering after it', async () => {
    const before = await shared();
    const recording = server.queries.record();
    // Each handler commits, then waits for the other's commit: both then answer in the same moment.
    let committed = 0;
    let bothCommitted!: () => void;
    const together = new Promise<void>((resolve) => (bothCommitted = resolve));
    const answeredAt = await Promise.all(
      ['third', 'fourth'].map((which) =>
        runWork(`PUT /api/test/${which}`, true, async () => {
          await versions.announceOnce(async () => {
            await data.getRepository(PackageEntity).update(pkg.id, { name: `${pkg.name} (${which})` });
            if (++committed === 2) bothCommitted();
            await together;
          });
          return shared();
        }),
      ),
    );
    recording.stop();
    expect(recording.statements.filter((s) => s.sql.startsWith('UPDATE `cache_versions`'))).toHaveLength(1);
    // Both commits were announced by the one raise before either request answered.
    expect(answeredAt).toEqual([before + 1, before + 1]);
    const own = versions.stamp(['packages']);
    await versions.poll();
    expect(versions.stamp(['packages'])).toBe(own);
  });
});
