import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { JobsModule } from '../platform/jobs/jobs.module';
import { MessagesModule } from '../messaging/messages.module';
import { BookingsModule } from '../bookings/bookings.module';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { SettingsModule } from '../settings/settings.module';
import { SitesModule } from '../sites/sites.module';
import { Forecasts, LocalForecasts, NwsForecasts } from './forecasts';
import { WeatherController } from './weather.controller';
import { WeatherFlagEntity, WeatherForecastEntity } from './weather.entities';
import { WeatherPass } from './weather-pass';
import { WeatherChoices } from './weather-choices';

/** Forecasts (the port and its adapters), their cache, and the day-before pass that flags jobs at risk (issue 44). */
@Module({
  imports: [TypeOrmModule.forFeature([WeatherForecastEntity, WeatherFlagEntity]), SchedulingModule, MessagesModule, JobsModule, BookingsModule, SettingsModule, SitesModule],
  controllers: [WeatherController],
  providers: [
    WeatherPass,
    WeatherChoices,
    {
      provide: Forecasts,
      inject: [APP_CONFIG],
      useFactory: ({ weather, publicUrl }: AppConfig): Forecasts =>
        weather.provider === 'nws' ? new NwsForecasts(weather.nwsUrl, `Dad's Detailing (${publicUrl})`) : new LocalForecasts(),
    },
  ],
  exports: [WeatherPass, WeatherChoices],
})
export class WeatherModule {}
