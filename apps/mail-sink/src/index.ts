export { startMailSink, type MailSink, type MailSinkOptions } from './mail-sink.js';
export type { StoredMessage } from './stored-message.js';
