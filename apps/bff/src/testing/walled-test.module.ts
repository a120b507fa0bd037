import { Controller, Get, Module } from '@nestjs/common';

/** Test-only route standing for every walled API route; it never ships. */
@Controller('test-walled')
class WalledController {
  @Get()
  get() {
    return { success: true };
  }
}

/** Mount with `createApp(config, { imports: [WalledTestModule] })`; GET /api/test-walled. */
@Module({ controllers: [WalledController] })
export class WalledTestModule {}
