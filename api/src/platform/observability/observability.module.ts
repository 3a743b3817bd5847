import { Global, Module } from '@nestjs/common';
import { Metrics } from './metrics';

/** This instance's metrics, for every module that observes something. */
@Global()
@Module({ providers: [Metrics], exports: [Metrics] })
export class ObservabilityModule {}
