import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../app/data-source.options';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { JobLeaseEntity } from './job-lease.entity';
import { JobRunner } from './job-runner';

const HOUR = 60 * 60 * 1000;

/** Two API instances are two runners on one database: each job runs once per period between them. */
describe.each(['mysql', 'sqlite'] as const)('job runner on %s', (kind) => {
  let db: TestDatabase;
  const sources: DataSource[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    for (let i = 0; i < 2; i++) sources.push(await new DataSource(dataSourceOptions(db)).initialize());
    await sources[0].runMigrations({ transaction: 'each' });
  });
  afterAll(async () => {
    for (const source of sources) await source.destroy();
    await db?.drop();
  });

  /** Two runners with the same job; `runs` records which runner ran it and for which tick. */
  function twoRunners(name: string, everyMs: number, work: () => Promise<void> = async () => {}) {
    const runs: { runner: number; at: number }[] = [];
    const runners = sources.map((source, index) => {
      const runner = new JobRunner(source, { enabled: false });
      runner.register({ name, everyMs, run: async (now) => (await work(), runs.push({ runner: index, at: now.getTime() }), undefined) });
      return runner;
    });
    return { runners, runs };
  }

  it('runs a job once per period however many instances tick, and tells who holds it', async () => {
    const { runners, runs } = twoRunners('renewal', HOUR);
    const t0 = Date.parse('2031-01-01T00:00:00Z');
    const tickBoth = (at: number) => Promise.all(runners.map((runner) => runner.tick(at)));

    await tickBoth(t0); // both race for the first lease
    await tickBoth(t0 + 1_000);
    await tickBoth(t0 + HOUR - 1);
    expect(runs.map((r) => r.at)).toEqual([t0]);

    await tickBoth(t0 + HOUR);
    await tickBoth(t0 + HOUR + 30_000);
    await tickBoth(t0 + 2 * HOUR + 5);
    expect(runs.map((r) => r.at)).toEqual([t0, t0 + HOUR, t0 + 2 * HOUR + 5]);

    const lease = await sources[0].getRepository(JobLeaseEntity).findOneByOrFail({ name: 'renewal' });
    expect(lease.leaseUntil).toBe(t0 + 3 * HOUR + 5);
    expect(lease.holder).toBe(runners[runs.at(-1)!.runner].instanceId);
  });

  it('many simultaneous ticks still run it once', async () => {
    const { runners, runs } = twoRunners('burst', HOUR);
    const at = Date.parse('2031-02-01T00:00:00Z');
    await Promise.all(Array.from({ length: 10 }, (_, i) => runners[i % 2].tick(at)));
    expect(runs).toHaveLength(1);
  });

  it('a failing run is logged, not thrown, and the job is tried again next period', async () => {
    let fail = true;
    const { runners, runs } = twoRunners('flaky', HOUR, async () => {
      if (fail) throw new Error('gateway down');
    });
    const t0 = Date.parse('2031-03-01T00:00:00Z');
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => {});
    try {
      await expect(runners[0].tick(t0)).resolves.toEqual([]);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('Job flaky failed: Error: gateway down'));
      await expect(runners[1].tick(t0 + 1)).resolves.toEqual([]); // the lease holds even after a failure
      fail = false;
      await expect(runners[1].tick(t0 + HOUR)).resolves.toEqual(['flaky']);
    } finally {
      logged.mockRestore();
    }
    expect(runs).toHaveLength(1);
  });
});
