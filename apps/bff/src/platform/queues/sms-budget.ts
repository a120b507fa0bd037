import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { messages } from '@matchbazaar/contracts';
import { ApiException } from '../common/api-exception.js';
import { RateLimitedException } from '../common/rate-limited.exception.js';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { RateLimiter, type RateRule } from '../rate-limits/rate-limiter.js';

const DAY_MS = 24 * 60 * 60_000;

/** Texts to one number a day, whatever sends them (a person needs two or three at most). */
export const smsPerNumber: RateRule = { name: 'sms:number', limit: 10, windowMs: DAY_MS };

/**
 * The SMS pumping defences every text passes before it is queued: only numbers of the countries
 * SMS_ALLOWED_COUNTRY_CODES names, a daily budget per number and SMS_DAILY_BUDGET for the site.
 */
@Injectable()
export class SmsBudget {
  private readonly siteBudget: RateRule;

  constructor(
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
    private readonly limiter: RateLimiter,
  ) {
    this.siteBudget = { name: 'sms:site', limit: config.SMS_DAILY_BUDGET, windowMs: DAY_MS };
  }

  /**
   * Whether a stored number (digits only) is in a served country. Ten digits carry no country
   * code (a national number of the countries we launch in); longer ones must start with an
   * allowed code.
   */
  serves(digits: string): boolean {
    return (
      digits.length <= 10 ||
      this.config.SMS_ALLOWED_COUNTRY_CODES.some((cc) => digits.startsWith(cc))
    );
  }

  /** 400 on the `phone` field for a number we do not text. */
  assertServed(digits: string, path = 'phone'): void {
    if (!this.serves(digits)) {
      const text = messages.sms.countryNotServed;
      throw new ApiException(HttpStatus.BAD_REQUEST, text, [{ path, msg: text }]);
    }
  }

  /** Takes one text from the number's and the site's budgets, or refuses with why. */
  async take(digits: string): Promise<void> {
    this.assertServed(digits);
    const number = await this.limiter.hit(smsPerNumber, `phone:${digits}`);
    if (!number.allowed) {
      throw new RateLimitedException(messages.sms.tooManyToNumber, number.retryAfterSeconds, [
        { path: 'phone', msg: messages.sms.tooManyToNumber },
      ]);
    }
    const site = await this.limiter.hit(this.siteBudget, 'all');
    if (!site.allowed)
      throw new RateLimitedException(messages.sms.budgetSpent, site.retryAfterSeconds);
  }
}
