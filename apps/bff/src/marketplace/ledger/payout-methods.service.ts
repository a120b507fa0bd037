import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import {
  holderNameMatches,
  maxPayoutMethods,
  messages,
  payoutHoldMs,
  payoutMethodLabel,
  payoutVerificationTries,
  type Actor,
  type AddPayoutMethod,
  type PayoutMethod,
} from '@matchbazaar/contracts';
import { payoutMethodChangeMail, secretSealer, type SecretSealer } from '@matchbazaar/messaging';
import { ApiException } from '../../platform/common/api-exception.js';
import { BFF_CONFIG, type BffConfig } from '../../platform/config/bff-config.js';
import { Transactions } from '../../platform/database/transactions.js';
import { ResourceAccess } from '../../platform/policy/resource-access.js';
import { JobsService } from '../../platform/queues/jobs.service.js';
import { UsersRepository } from '../../identity/users/users.repository.js';
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
  type PayoutDestination,
} from './payment-provider.js';
import {
  PayoutMethodsRepository,
  type PayoutMethodChange,
  type PayoutMethodRow,
} from './payout-methods.repository.js';

const m = messages.orders.payoutMethods;
/** The sealed number's context: a sealed value opens only for what it was sealed for. */
const SEAL_CONTEXT = 'payout-method:number';

/** Where a payout goes: the method, its label as shown, the provider's reference of it. */
export interface PayoutTarget {
  id: string;
  label: string;
  providerRef: string | null;
}

/** Written for people, in UTC: "2026-12-07 18:05 UTC". */
export const utcText = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export function labelOf(row: PayoutMethodRow): string {
  return payoutMethodLabel({
    kind: row.kind,
    bank: row.bank,
    last4: row.last4,
    accountType: row.account_type,
  });
}

function toMethod(row: PayoutMethodRow): PayoutMethod {
  return {
    id: row.id,
    kind: row.kind,
    label: labelOf(row),
    last4: row.last4,
    holderName: row.holder_name,
    bank: row.bank,
    state: row.state,
    isDefault: row.is_default,
    triesLeft: Math.max(payoutVerificationTries - row.wrong_tries, 0),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * A seller's payout methods (docs/product/payouts.md): added in their own name, verified by two
 * small deposits the provider sends and the seller confirms (added -> verifying -> verified or
 * failed), one verified default. Every change is mailed to the seller; once they had a verified
 * method, a change holds payouts for 24 hours. The full number is sealed at rest, opened only to
 * hand it to the provider, and never answered or logged.
 */
@Injectable()
export class PayoutMethodsService {
  private readonly logger = new Logger(PayoutMethodsService.name);
  private readonly sealer: SecretSealer;

  constructor(
    private readonly methods: PayoutMethodsRepository,
    private readonly transactions: Transactions,
    private readonly access: ResourceAccess,
    private readonly users: UsersRepository,
    private readonly jobs: JobsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {
    this.sealer = secretSealer(
      config.SUBSCRIPTION_LINK_SECRET,
      config.SUBSCRIPTION_LINK_SECRET_PREVIOUS,
    );
  }

  async list(
    caller: NonNullable<Actor>,
    now = new Date(),
  ): Promise<{ methods: PayoutMethod[]; heldUntil: string | null }> {
    this.mayCreate(caller);
    const rows = await this.methods.listOf(caller.userId);
    return { methods: rows.map(toMethod), heldUntil: await this.heldUntilText(caller.userId, now) };
  }

  /** When payouts resume, or null when they are not held. */
  async heldUntil(sellerId: string, now = new Date()): Promise<Date | null> {
    const last = await this.methods.lastHoldingChange(sellerId);
    if (!last) return null;
    const until = new Date(last.getTime() + payoutHoldMs);
    return until > now ? until : null;
  }

  private async heldUntilText(sellerId: string, now: Date): Promise<string | null> {
    return (await this.heldUntil(sellerId, now))?.toISOString() ?? null;
  }

  /** Adds a method in the seller's own name and asks the provider to send its deposits. */
  async add(
    caller: NonNullable<Actor>,
    input: AddPayoutMethod,
  ): Promise<{ method: PayoutMethod; heldUntil: string | null; message: string }> {
    this.mayCreate(caller);
    const seller = await this.users.findById(caller.userId);
    if (!seller) throw new ApiException(HttpStatus.UNAUTHORIZED, messages.permission.denied);
    const accountName = `${seller.firstName} ${seller.lastName}`.trim();
    if (!holderNameMatches(input.holderName, accountName)) {
      throw new ApiException(HttpStatus.BAD_REQUEST, messages.api.validationFailed, [
        { path: 'holderName', msg: m.nameMismatch(accountName) },
      ]);
    }
    const secret = input.kind === 'upi' ? input.upiId : input.accountNumber;
    const shown =
      input.kind === 'upi'
        ? { last4: input.upiId.split('@')[0]!.slice(-4), bank: input.upiId.split('@')[1]! }
        : {
            last4: secret.slice(-4),
            bank: input.kind === 'in_bank' ? input.ifsc : input.routingNumber,
          };
    const row = await this.transactions.run(async () => {
      await this.methods.lockSeller(caller.userId);
      if ((await this.methods.count(caller.userId)) >= maxPayoutMethods) {
        throw new ApiException(HttpStatus.CONFLICT, m.tooMany);
      }
      const added = await this.methods.insert({
        sellerId: caller.userId,
        kind: input.kind,
        holderName: input.holderName,
        ...shown,
        accountType: input.kind === 'us_bank' ? input.accountType : null,
        numberSealed: this.sealer.seal(secret, SEAL_CONTEXT),
      });
      await this.recordChange(caller.userId, 'added', labelOf(added));
      return added;
    });
    await this.mailChange(caller.userId, 'added', labelOf(row));
    const sent = await this.sendDeposits(row, input);
    return {
      method: toMethod((await this.methods.byId(row.id)) ?? row),
      heldUntil: await this.heldUntilText(caller.userId, new Date()),
      message: sent === 'sent' ? m.added : sent === 'refused' ? m.refusedByBank : m.addedUnsent,
    };
  }

  /** "Verify" on a method whose deposits were not sent (the provider did not answer). */
  async resend(
    caller: NonNullable<Actor>,
    id: string,
  ): Promise<{ method: PayoutMethod; message: string }> {
    const row = await this.owned(caller, id);
    if (row.state !== 'added') {
      throw new ApiException(
        HttpStatus.CONFLICT,
        row.state === 'verified' ? m.alreadyVerified : m.notVerifying,
      );
    }
    const sent = await this.sendDeposits(row, this.destinationOf(row));
    const after = (await this.methods.byId(id)) ?? row;
    if (sent === 'unanswered') {
      throw new ApiException(HttpStatus.BAD_GATEWAY, messages.orders.payoutMethods.addedUnsent);
    }
    return {
      method: toMethod(after),
      message: sent === 'sent' ? m.depositsSent : m.refusedByBank,
    };
  }

  /**
   * The seller's two amounts: right, the method is verified (and the default if there is none);
   * wrong, one try fewer, and the third wrong answer fails the method for good.
   */
  async confirm(
    caller: NonNullable<Actor>,
    id: string,
    amountsMinor: readonly [number, number],
  ): Promise<PayoutMethod> {
    const row = await this.owned(caller, id);
    if (row.state !== 'verifying' || !row.provider_ref) {
      throw new ApiException(
        HttpStatus.CONFLICT,
        row.state === 'verified' ? m.alreadyVerified : m.notVerifying,
      );
    }
    const check = await this.provider.confirmDeposits(row.provider_ref, amountsMinor);
    const failure = await this.transactions.run(async () => {
      const locked = await this.methods.byId(id, true);
      if (locked?.state !== 'verifying')
        throw new ApiException(HttpStatus.CONFLICT, m.notVerifying);
      if (check.ok) {
        await this.methods.moveState(id, ['verifying'], 'verified');
        if (!(await this.methods.defaultOf(caller.userId))) {
          await this.methods.setDefault(caller.userId, id);
        }
        return null;
      }
      const wrong = await this.methods.wrongTry(id);
      if (wrong < payoutVerificationTries) return m.amountsWrong(payoutVerificationTries - wrong);
      await this.methods.moveState(id, ['verifying'], 'failed');
      return m.verificationFailed;
    });
    if (failure) {
      throw new ApiException(HttpStatus.BAD_REQUEST, messages.api.validationFailed, [
        { path: 'amountsMinor', msg: failure },
      ]);
    }
    return toMethod((await this.methods.byId(id))!);
  }

  async makeDefault(
    caller: NonNullable<Actor>,
    id: string,
  ): Promise<{ method: PayoutMethod; heldUntil: string | null }> {
    const row = await this.owned(caller, id);
    if (row.state !== 'verified')
      throw new ApiException(HttpStatus.CONFLICT, m.onlyVerifiedDefault);
    if (!row.is_default) {
      await this.transactions.run(async () => {
        await this.methods.setDefault(caller.userId, id);
        await this.recordChange(caller.userId, 'default', labelOf(row));
      });
      await this.mailChange(caller.userId, 'default', labelOf(row));
    }
    return {
      method: toMethod((await this.methods.byId(id))!),
      heldUntil: await this.heldUntilText(caller.userId, new Date()),
    };
  }

  /** Removes the method; when it was the default, the oldest other verified one takes its place. */
  async remove(caller: NonNullable<Actor>, id: string): Promise<void> {
    const row = await this.owned(caller, id);
    await this.transactions.run(async () => {
      await this.recordChange(caller.userId, 'removed', labelOf(row));
      await this.methods.remove(id);
      if (row.is_default) {
        const next = (await this.methods.listOf(caller.userId)).find((r) => r.state === 'verified');
        await this.methods.setDefault(caller.userId, next?.id ?? null);
      }
    });
    await this.mailChange(caller.userId, 'removed', labelOf(row));
  }

  /**
   * Where the seller's payout goes (LedgerService.payout, in its transaction): the chosen method
   * or the default, verified, and payouts not on hold; refused with why otherwise.
   */
  async target(
    sellerId: string,
    methodId: string | undefined,
    now = new Date(),
  ): Promise<PayoutTarget> {
    const row = methodId
      ? await this.methods.byId(methodId)
      : await this.methods.defaultOf(sellerId);
    if (methodId && row?.seller_id !== sellerId) {
      throw new ApiException(HttpStatus.BAD_REQUEST, messages.api.validationFailed, [
        { path: 'methodId', msg: messages.orders.payoutMethodInvalid },
      ]);
    }
    if (!row) throw new ApiException(HttpStatus.CONFLICT, messages.orders.payoutNeedsMethod);
    if (row.state !== 'verified') {
      throw new ApiException(HttpStatus.CONFLICT, messages.orders.payoutMethodUnverified);
    }
    const held = await this.heldUntil(sellerId, now);
    if (held)
      throw new ApiException(HttpStatus.CONFLICT, messages.orders.payoutsOnHold(utcText(held)));
    return { id: row.id, label: labelOf(row), providerRef: row.provider_ref };
  }

  /** Only sellers have payout methods (the policy's `payoutMethod.create`). */
  private mayCreate(caller: NonNullable<Actor>): void {
    if (!this.access.can(caller, 'payout', { kind: 'ledger', ownerIds: [caller.userId] })) {
      throw new ApiException(HttpStatus.FORBIDDEN, m.sellersOnly);
    }
  }

  /** The caller's own method; anyone else's is not found, as if it did not exist. */
  private async owned(caller: NonNullable<Actor>, id: string): Promise<PayoutMethodRow> {
    this.mayCreate(caller);
    const row = await this.methods.byId(id);
    if (!row || row.seller_id !== caller.userId) {
      throw new ApiException(HttpStatus.NOT_FOUND, m.notFound);
    }
    return row;
  }

  private async recordChange(sellerId: string, change: PayoutMethodChange, label: string) {
    await this.methods.recordChange(
      sellerId,
      change,
      label,
      await this.methods.changesHold(sellerId),
    );
  }

  /**
   * During a rotation of SUBSCRIPTION_LINK_SECRET: seals again, under the current secret, every
   * number a previous one sealed, so the previous one can be dropped (docs/operations/secrets.md).
   * Answers how many it re-sealed and how many no configured secret opens (those need the seller
   * to enter the method again).
   */
  async resealUnderCurrentSecret(
    batch = 500,
    stopping: () => boolean = () => false,
  ): Promise<{ resealed: number; unopenable: number }> {
    let resealed = 0;
    let unopenable = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await this.methods.sealedAfter(after, batch);
      for (const row of rows) {
        if (this.sealer.isCurrent(row.number_sealed, SEAL_CONTEXT)) continue;
        let opened: string;
        try {
          opened = this.sealer.open(row.number_sealed, SEAL_CONTEXT);
        } catch {
          unopenable++;
          continue;
        }
        const again = this.sealer.seal(opened, SEAL_CONTEXT);
        if (await this.methods.replaceSeal(row.id, row.number_sealed, again)) resealed++;
      }
      if (rows.length < batch || stopping()) break;
      after = rows.at(-1)!.id;
    }
    return { resealed, unopenable };
  }

  /** The method as the provider needs it, its number opened from its seal. */
  private destinationOf(row: PayoutMethodRow): PayoutDestination {
    const secret = this.sealer.open(row.number_sealed, SEAL_CONTEXT);
    if (row.kind === 'upi') return { kind: 'upi', holderName: row.holder_name, upiId: secret };
    if (row.kind === 'in_bank') {
      return {
        kind: 'in_bank',
        holderName: row.holder_name,
        accountNumber: secret,
        ifsc: row.bank,
      };
    }
    return {
      kind: 'us_bank',
      holderName: row.holder_name,
      accountNumber: secret,
      routingNumber: row.bank,
      accountType: row.account_type ?? 'checking',
    };
  }

  /**
   * Asks the provider for the deposits, outside any transaction: sent (verifying), refused by the
   * bank (failed), or no answer (stays added; "Verify" asks again under the same key).
   */
  private async sendDeposits(
    row: PayoutMethodRow,
    destination: PayoutDestination,
  ): Promise<'sent' | 'refused' | 'unanswered'> {
    let result;
    try {
      result = await this.provider.sendDeposits(destination, `destination:${row.id}`);
    } catch (error) {
      // The error names the call, never the destination's number.
      this.logger.warn(`Deposits for payout method ${row.id} not sent: ${String(error)}`);
      return 'unanswered';
    }
    if (result.ok) {
      await this.methods.moveState(row.id, ['added'], 'verifying', result.ref);
      return 'sent';
    }
    await this.methods.moveState(row.id, ['added'], 'failed');
    return 'refused';
  }

  /** Queues the mail once per change; the change stands when the queue is down (logged). */
  private async mailChange(sellerId: string, change: PayoutMethodChange, label: string) {
    const seller = await this.users.findById(sellerId);
    if (!seller) return;
    const held = await this.heldUntil(sellerId);
    const base = new URL(this.config.PUBLIC_URL).href.replace(/\/+$/, '');
    try {
      await this.jobs.enqueue(
        'mail',
        'deliver',
        {
          to: seller.email,
          ...payoutMethodChangeMail({
            change,
            label,
            heldUntil: held ? utcText(held) : null,
            manageUrl: `${base}/dashboard/transactions`,
            seller: { firstName: seller.firstName },
          }),
        },
        { jobId: `payout-method-${sellerId}-${change}-${label.replace(/\W/g, '')}-${Date.now()}` },
      );
    } catch (error) {
      this.logger.warn(`Payout method mail for ${sellerId} not queued: ${String(error)}`);
    }
  }
}
