import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { messages } from '@matchbazaar/contracts';
import { ApiException } from '../../platform/common/api-exception.js';
import { RateLimitedException } from '../../platform/common/rate-limited.exception.js';
import {
  RateLimiter,
  type Allowance,
  type RateRule,
} from '../../platform/rate-limits/rate-limiter.js';
import { authLimits } from './auth-limits.js';

/** Whose password guesses a check counts: the account's and the client's. */
export interface LoginAttempt {
  account: string;
  client: string;
}

export const loginAttempt = (email: string, client: string): LoginAttempt => ({
  account: `email:${email.toLowerCase()}`,
  client,
});

/** The accounts flows' throttles on the atomic counter: password guesses and messages sent. */
@Injectable()
export class AccountThrottles {
  private readonly logger = new Logger(AccountThrottles.name);

  constructor(private readonly limiter: RateLimiter) {}

  /** 429 with `message` once `subject` is over `rule`. */
  async take(rule: RateRule, subject: string, message: string): Promise<void> {
    const allowance = await this.guarded(() => this.limiter.hit(rule, subject));
    if (!allowance.allowed) throw new RateLimitedException(message, allowance.retryAfterSeconds);
  }

  /** Messages to an address: 1 a minute and 5 an hour, 429 with `message` beyond. */
  async takeSend(
    subject: string,
    message: string = messages.accounts.resendTooSoon,
  ): Promise<void> {
    for (const rule of [authLimits.sendPerMinute, authLimits.sendPerHour]) {
      await this.take(rule, subject, message);
    }
  }

  /** Per address, silently: false once the address has had its messages for now. */
  async maySend(subject: string): Promise<boolean> {
    const minute = await this.limiter.hit(authLimits.sendPerMinute, subject);
    const hour = await this.limiter.hit(authLimits.sendPerHour, subject);
    return minute.allowed && hour.allowed;
  }

  /**
   * Counts a password attempt before the password is checked (one atomic INCR per counter), so
   * however many arrive at once, no more than each limit's worth reach argon2.
   */
  async countAttempt({ account, client }: LoginAttempt): Promise<void> {
    const tooMany = messages.accounts.tooManyAttempts;
    await this.take(authLimits.loginClient, client, tooMany);
    await this.take(authLimits.loginAccountClient, `${account}|${client}`, tooMany);
    await this.take(authLimits.loginAccount, account, tooMany);
  }

  /** A right password: the pair and the account start afresh, the client gets its attempt back. */
  async clearAttempts({ account, client }: LoginAttempt): Promise<void> {
    await this.guarded(() =>
      this.limiter.reset(authLimits.loginAccountClient, `${account}|${client}`),
    );
    await this.guarded(() => this.limiter.reset(authLimits.loginAccount, account));
    await this.guarded(() => this.limiter.release(authLimits.loginClient, client));
  }

  /** A new password: the account's lockout ends. */
  async clearAccount(email: string): Promise<void> {
    await this.guarded(() =>
      this.limiter.reset(authLimits.loginAccount, `email:${email.toLowerCase()}`),
    );
  }

  /** Throttles need Redis: without it sign-in is refused (503) rather than left unthrottled. */
  private async guarded<T extends Allowance | void>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      this.logger.warn(`Throttle store unavailable: ${(error as Error).message}`);
      throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, messages.api.serviceUnavailable, [], {
        cause: error,
      });
    }
  }
}
