import { type DynamicModule, Global, Module } from '@nestjs/common';
import { SecretBox } from '../crypto/secret-box';
import { APP_CONFIG, type AppConfig } from './app-config';

@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    const providers = [
      { provide: APP_CONFIG, useValue: config },
      { provide: SecretBox, useValue: new SecretBox(config.secretsKeys) },
    ];
    return { module: ConfigModule, providers, exports: [APP_CONFIG, SecretBox] };
  }
}
