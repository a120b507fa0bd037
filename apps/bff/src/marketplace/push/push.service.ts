import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  messages,
  type Actor,
  type PushDevice,
  type PushKey,
  type PushSubscriptionRequest,
} from '@matchbazaar/contracts';
import { ApiException } from '../../platform/common/api-exception.js';
import { BFF_CONFIG, type BffConfig } from '../../platform/config/bff-config.js';
import { ResourceAccess } from '../../platform/policy/resource-access.js';
import { deviceSummary } from '../../identity/auth/device.js';
import type { PushSubscription } from './push-subscription.entity.js';
import { isPublicPushHost } from './push-endpoint.js';
import { PushRepository } from './push.repository.js';

const m = messages.push;
type Caller = NonNullable<Actor>;

/**
 * Web Push devices (docs/product/push-notifications.md): a signed-in user subscribes the browser
 * they are on, lists their devices and removes one. Sending is the worker's (the `push` queue).
 */
@Injectable()
export class PushService {
  constructor(
    private readonly rows: PushRepository,
    private readonly access: ResourceAccess,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  /** The applicationServerKey browsers subscribe with; null when this server sends no push. */
  key(): PushKey {
    return { publicKey: this.config.VAPID_PUBLIC_KEY ?? null };
  }

  async subscribe(
    caller: Caller,
    subscription: PushSubscriptionRequest,
    userAgent: string | undefined,
  ): Promise<PushDevice> {
    this.access.requireCapability(caller, 'create', 'pushSubscription');
    if (!this.config.VAPID_PUBLIC_KEY) throw new ApiException(HttpStatus.CONFLICT, m.notConfigured);
    if (this.inProduction() && !isPublicPushHost(subscription.endpoint)) {
      // The worker POSTs to the endpoint: in production never to an address inside our network.
      throw new ApiException(HttpStatus.BAD_REQUEST, m.endpointInvalid, [
        { path: 'endpoint', msg: m.endpointInvalid },
      ]);
    }
    const row = await this.rows.upsert(caller.userId, subscription, deviceSummary(userAgent));
    return device(row, subscription.endpoint);
  }

  /** Production, unless a benchmark runs it on development providers (a loopback push service). */
  private inProduction(): boolean {
    return this.config.NODE_ENV === 'production' && !this.config.ALLOW_DEVELOPMENT_PROVIDERS;
  }

  async list(caller: Caller, endpoint?: string): Promise<PushDevice[]> {
    return (await this.rows.listOf(caller.userId)).map((row) => device(row, endpoint));
  }

  /** Another user's device, or none, is answered as missing: ids cannot be probed. */
  async remove(caller: Caller, id: string): Promise<void> {
    const row = await this.rows.findById(id);
    if (!row || !this.access.can(caller, 'delete', owned(row))) {
      throw new ApiException(HttpStatus.NOT_FOUND, m.deviceNotFound);
    }
    await this.rows.remove(row.id);
  }
}

function owned(row: PushSubscription) {
  return { kind: 'pushSubscription' as const, ownerIds: [row.userId] };
}

function device(row: PushSubscription, endpoint: string | undefined): PushDevice {
  return {
    id: row.id,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    lastPushedAt: row.lastPushedAt?.toISOString() ?? null,
    current: endpoint !== undefined && row.endpoint === endpoint,
  };
}
