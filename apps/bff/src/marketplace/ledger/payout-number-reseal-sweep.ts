import { Inject, Injectable } from '@nestjs/common';
import { BFF_CONFIG, type BffConfig } from '../../platform/config/bff-config.js';
import { Sweeper } from '../../platform/common/sweeper.js';
import { DatabaseReady } from '../../platform/database/database-ready.js';
import { PayoutMethodsService } from './payout-methods.service.js';

const EVERY_MS = 10 * 60_000;

/**
 * While SUBSCRIPTION_LINK_SECRET_PREVIOUS is set (a rotation, docs/operations/secrets.md), seals
 * every payout number again under the current secret, every ten minutes in every BFF, and says
 * when none is left under a previous one: then the previous secrets can be removed. Without
 * previous secrets a run does nothing.
 */
@Injectable()
export class PayoutNumberResealSweep extends Sweeper {
  constructor(
    private readonly methods: PayoutMethodsService,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
    databaseReady: DatabaseReady,
  ) {
    super(PayoutNumberResealSweep.name, 'Re-sealing payout numbers', EVERY_MS, databaseReady);
  }

  async sweep(): Promise<{ resealed: number; unopenable: number } | null> {
    if (this.config.SUBSCRIPTION_LINK_SECRET_PREVIOUS.length === 0) return null;
    const result = await this.methods.resealUnderCurrentSecret(500, () => this.stopping);
    if (result.resealed > 0) {
      this.logger.log(`Sealed ${result.resealed} payout numbers again under the current secret`);
    }
    if (result.unopenable > 0) {
      this.logger.warn(
        `${result.unopenable} payout numbers open with no configured secret: their sellers must enter them again`,
      );
    } else if (!this.stopping) {
      this.logger.log(
        'Every payout number is sealed under the current SUBSCRIPTION_LINK_SECRET: once queued account messages sealed before the rotation are sent, SUBSCRIPTION_LINK_SECRET_PREVIOUS can go',
      );
    }
    return result;
  }
}
