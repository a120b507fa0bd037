import { Global, Module, type DynamicModule } from '@nestjs/common';
import { BFF_CONFIG, type BffConfig } from './bff-config.js';

/** Makes the config loaded once at start-up injectable everywhere with `@Inject(BFF_CONFIG)`. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: BffConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: BFF_CONFIG, useValue: config }],
      exports: [BFF_CONFIG],
    };
  }
}
