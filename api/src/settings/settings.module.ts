import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PlatformSettingsEntity } from './platform-settings.entity';
import { SettingsController } from './settings.controller';
import { SettingsService } from './settings.service';

/** The platform settings: the public read and the service-area check here; other modules use SettingsService. */
@Module({
  imports: [TypeOrmModule.forFeature([PlatformSettingsEntity])],
  controllers: [SettingsController],
  providers: [SettingsService],
  exports: [SettingsService],
})
export class SettingsModule {}
