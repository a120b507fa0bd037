import { inSpan, inSpanSync, SpanKind, recordingParent, tracingIsOn } from '@matchbazaar/tracing';
import type { Mailer } from '../adapters/mailer.js';
import type { PushSender } from '../adapters/push-sender.js';
import type { RealtimePublisher } from '../adapters/realtime-publisher.js';
import type { SmsProvider } from '../adapters/sms/sms-provider.js';

/**
 * With tracing on (docs/operations/tracing.md), what a job sends is a span of the job's trace:
 * the mail handed to SMTP, the text to the SMS provider, the socket push through the Redis
 * emitter, the Web Push request to a browser's push service. No address, number, endpoint path or
 * content is recorded. Off, each adapter is returned as it is.
 */
export function traceMails(mailer: Mailer): Mailer {
  if (!tracingIsOn()) return mailer;
  return {
    send: (mail) =>
      inSpan('smtp send', { 'messaging.system': 'smtp' }, () => mailer.send(mail), SpanKind.CLIENT),
    close: () => mailer.close(),
  };
}

export function traceTexts(sms: SmsProvider): SmsProvider {
  if (!tracingIsOn()) return sms;
  return {
    name: sms.name,
    send: (message) =>
      inSpan(
        'sms send',
        { 'matchbazaar.sms.provider': sms.name },
        () => sms.send(message),
        SpanKind.CLIENT,
      ),
    ...(sms.findSent && { findSent: sms.findSent.bind(sms) }),
    close: () => sms.close(),
  };
}

export function tracePushes(publisher: RealtimePublisher): RealtimePublisher {
  if (!tracingIsOn()) return publisher;
  return {
    toUser(userId, event, ...payload) {
      inSpanSync(
        `realtime emit ${event}`,
        { 'matchbazaar.realtime.event': event, 'matchbazaar.realtime.users': 1 },
        () => publisher.toUser(userId, event, ...payload),
        SpanKind.PRODUCER,
      );
    },
    close: () => publisher.close(),
  };
}

/**
 * The HTTPS request to a device's push service. Its host (fcm.googleapis.com, a Mozilla or Apple
 * push server) says which service was slow or failing; the endpoint's path names the device, so
 * it stays out. The outcome says whether the service took the push or dropped the subscription.
 */
export function traceWebPushes(sender: PushSender): PushSender {
  if (!tracingIsOn()) return sender;
  return {
    send: (device, payload, options) =>
      inSpan(
        'web push send',
        {
          'server.address': pushServiceHost(device.endpoint),
          'matchbazaar.push.urgency': options.urgency,
          'matchbazaar.push.ttl': options.ttl,
        },
        async () => {
          const outcome = await sender.send(device, payload, options);
          recordingParent()?.setAttribute('matchbazaar.push.outcome', outcome);
          return outcome;
        },
        SpanKind.CLIENT,
      ),
  };
}

function pushServiceHost(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'unknown';
  }
}
