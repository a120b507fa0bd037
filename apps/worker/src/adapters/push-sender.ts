import type { Agent } from 'node:https';
import webPush, { WebPushError } from 'web-push';
import type { PushDeviceRow } from './push-store.js';

/** What a push service answered: delivered, or the subscription is gone for good. */
export type PushOutcome = 'sent' | 'gone';

export interface PushSendOptions {
  /** Seconds the push service keeps it for a device that is offline. */
  ttl: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  topic: string;
}

/** Sends one encrypted Web Push message (RFC 8030/8291/8292); throws on failures worth retrying. */
export interface PushSender {
  send(device: PushDeviceRow, payload: string, options: PushSendOptions): Promise<PushOutcome>;
}

export interface VapidKeys {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/**
 * The web-push library: encrypts the payload with the device's keys (aes128gcm) and signs the
 * request with our VAPID pair. `agent` lets a test trust its loopback push service's certificate.
 */
export class WebPushSender implements PushSender {
  constructor(
    private readonly vapid: VapidKeys,
    private readonly agent?: Agent,
  ) {}

  async send(device: PushDeviceRow, payload: string, options: PushSendOptions) {
    try {
      await webPush.sendNotification(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        payload,
        {
          vapidDetails: this.vapid,
          TTL: options.ttl,
          urgency: options.urgency,
          topic: options.topic,
          contentEncoding: 'aes128gcm',
          timeout: 10_000,
          ...(this.agent && { agent: this.agent }),
        },
      );
      return 'sent' as const;
    } catch (error) {
      // 404 and 410: the user unsubscribed or the browser dropped it (RFC 8030 7.3).
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410))
        return 'gone' as const;
      throw error;
    }
  }
}
