import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ClientErrorReport, RemoteReleaseDto } from '@dd/contracts/client-errors';
import { REMOTES, type RemoteName } from '@dd/contracts/routes';
import { RateLimiter } from '../../identity/auth/rate-limiter';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { Metrics } from '../../platform/observability/metrics';
import { candidateOf, deployedRemotes, dropCandidate } from '../../platform/web/remote-releases';
import { ReleaseStatEntity } from './release-stat.entity';

/** Error reports one address may send in an hour: a broken page reports a few, a flood is refused. */
const REPORTS_PER_ADDRESS = { limit: 120, windowMs: 60 * 60_000, message: 'Too many error reports.' };
/** A current version with no errors yet still counts as failing this often, so one candidate error is not infinitely worse. */
const RATE_FLOOR = 0.01;

/**
 * What browsers experience of each remote version: loads (its manifest fetched) and the errors they
 * report, shared by every instance; and the canary's rule, applied on each candidate error.
 */
@Injectable()
export class ReleasesService {
  private readonly logger = new Logger('Releases');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly rateLimiter: RateLimiter,
    private readonly metrics: Metrics,
  ) {}

  countLoad(remote: RemoteName, version: string): Promise<void> {
    return this.increment(remote, version, 'loads');
  }

  async report(ip: string, report: ClientErrorReport): Promise<void> {
    await this.rateLimiter.consume(`client-errors:ip:${ip}`, REPORTS_PER_ADDRESS);
    this.metrics.clientError(report.remote, report.version, report.kind);
    await this.increment(report.remote, report.version, 'errors');
    if (candidateOf(this.config, report.remote)?.version === report.version) await this.judgeCandidate(report.remote, report.version);
  }

  /** Each remote's current version and its candidate, if one is tried, with their figures. */
  async releases(): Promise<RemoteReleaseDto[]> {
    const served = REMOTES.flatMap((remote) => {
      const current = deployedRemotes(this.config)[remote]?.version;
      const candidate = candidateOf(this.config, remote);
      return [
        ...(current ? [{ remote, version: current, state: 'current' as const }] : []),
        ...(candidate ? [{ remote, version: candidate.version, state: 'candidate' as const, share: candidate.share }] : []),
      ];
    });
    const rows = await this.dataSource.getRepository(ReleaseStatEntity).find();
    return served.map((release) => {
      const { loads = 0, errors = 0 } = rows.find((row) => row.remote === release.remote && row.version === release.version) ?? {};
      return { ...release, loads, errors, errorRate: loads ? errors / loads : 0 };
    });
  }

  /** Rolls the candidate back when, past its minimum of loads, it fails `rollbackFactor` times as often as the current version. */
  private async judgeCandidate(remote: RemoteName, version: string): Promise<void> {
    const releases = (await this.releases()).filter((release) => release.remote === remote);
    const candidate = releases.find((release) => release.state === 'candidate' && release.version === version);
    const current = releases.find((release) => release.state === 'current');
    if (!candidate || candidate.loads < this.config.canary.minLoads) return;
    const limit = this.config.canary.rollbackFactor * Math.max(current?.errorRate ?? 0, RATE_FLOOR);
    if (candidate.errorRate <= limit) return;
    if (dropCandidate(this.config, remote, version)) {
      this.logger.warn(
        `Rolled back the ${remote} candidate ${version}: ${candidate.errors} errors in ${candidate.loads} loads (${pct(candidate.errorRate)}) against ${pct(current?.errorRate ?? 0)} for ${current?.version ?? 'no current version'}`,
      );
    }
  }

  /** One conditional UPDATE, or the row's first INSERT (another instance inserting first: update after all). */
  private async increment(remote: string, version: string, column: 'loads' | 'errors', attempt = 0): Promise<void> {
    const repo = this.dataSource.getRepository(ReleaseStatEntity);
    const { affected } = await repo.increment({ remote, version }, column, 1);
    if (affected) return;
    try {
      await repo.insert({ remote, version, loads: column === 'loads' ? 1 : 0, errors: column === 'errors' ? 1 : 0 });
    } catch (error) {
      if (attempt > 0) throw error;
      await this.increment(remote, version, column, attempt + 1);
    }
  }
}

const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`;
