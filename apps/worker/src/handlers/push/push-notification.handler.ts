import type { PushGate } from '../../adapters/push-gate.js';
import type { PushSender } from '../../adapters/push-sender.js';
import type { PushStore } from '../../adapters/push-store.js';
import type { JobHandler } from '../job-handler.js';
import { buildPushPayload, inQuietHours, pushTopic, pushUrgency, wantsPush } from './push-rules.js';

export interface PushDeps {
  store: PushStore;
  sender: PushSender;
  gate: PushGate;
  /** Most pushes per user and minute (PUSH_PER_USER_PER_MINUTE). */
  perUserPerMinute: number;
  /** Queues the run that sends held pushes when the window `at` (ms) begins. */
  flushHeldAt(notificationId: string, userId: string, at: number): Promise<void>;
  now?: () => Date;
}

/** A push waits a day at most for a phone that is off: later, the notification centre has it. */
const ttlSeconds = 24 * 60 * 60;

/**
 * `push.notification` (docs/decisions/0040-web-push.md): one stored notification to each device
 * of its user, unless the category is off for push, it is quiet hours where the user is, or a tab
 * of theirs is open right now (it shows the notification live). Per device at most once: a retry
 * (BullMQ's backoff, after a push service failed) sends only to the devices that did not get it.
 * A device the push service calls gone (404/410) is deleted. Past the user's per-minute limit
 * the push is held back and counted into the next one that goes; if none goes before the minute
 * is over, a delayed run of the first held notification sends it with the count.
 */
export function pushNotificationHandler(deps: PushDeps): JobHandler<'push', 'notification'> {
  const now = deps.now ?? (() => new Date());
  return async ({ notificationId, heldFlush }, job) => {
    const target = await deps.store.target(notificationId);
    if (!target) {
      // Announced from inside a transaction that has not committed yet: look again shortly.
      if (job.attemptsMade < 2) throw new Error(`notification ${notificationId} not found yet`);
      job.logger.info({ notificationId }, 'notification gone; no push');
      return;
    }
    const { userId, notification, devices } = target;
    const skip = (reason: string) => job.logger.debug({ notificationId, userId }, reason);
    if (devices.length === 0) return skip('no device subscribed');
    if (!wantsPush(notification, target.choices)) return skip('category off for push, or read');
    if (inQuietHours(now(), target.quietHours)) return skip('quiet hours');
    if (await deps.gate.hasLiveSocket(userId)) return skip('a tab is open: shown live');

    const sent = await Promise.all(devices.map((d) => deps.gate.wasSent(notificationId, d.id)));
    const pending = devices.filter((_, i) => !sent[i]);
    if (pending.length === 0) return;
    // The limit counts a notification once, on its first run, not once per retry.
    const first = job.attemptsMade === 0;
    if (first && !(await deps.gate.takeSend(userId, deps.perUserPerMinute))) {
      if (heldFlush) return skip('per-user limit reached again: the held count waits');
      await deps.gate.hold(userId);
      const nextWindow = (Math.floor(now().getTime() / 60_000) + 1) * 60_000;
      await deps.flushHeldAt(notificationId, userId, nextWindow);
      return skip('per-user limit reached: held for the next push');
    }
    let held = first ? await deps.gate.takeHeld(userId) : 0;
    if (heldFlush && first) {
      // Another push already said "and N more": this one was among them.
      if (held === 0) return skip('held pushes already summed up');
      held -= 1; // the count included this notification itself
    }
    const payload = buildPushPayload(notification, held);
    const body = JSON.stringify(payload);
    const options = {
      ttl: ttlSeconds,
      urgency: pushUrgency(payload.category),
      topic: pushTopic(payload.tag),
    };

    const failures: unknown[] = [];
    await Promise.all(
      pending.map(async (device) => {
        try {
          const outcome = await deps.sender.send(device, body, options);
          if (outcome === 'gone') {
            await deps.store.removeDevice(device.id);
            job.logger.info({ deviceId: device.id, userId }, 'push subscription gone: removed');
            return;
          }
          await deps.gate.recordSent(notificationId, device.id);
          await deps.store.pushed(device.id);
        } catch (error) {
          failures.push(error);
          await deps.store.failed(device.id).catch(() => undefined);
        }
      }),
    );
    if (failures.length > 0) {
      // BullMQ retries with backoff; the devices that got it are skipped then.
      throw new Error(
        `push to ${failures.length} of ${pending.length} devices failed: ${String(failures[0])}`,
      );
    }
    job.logger.info({ notificationId, userId, devices: pending.length }, 'pushed');
  };
}
