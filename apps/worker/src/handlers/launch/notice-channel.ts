import type { ContactType, LaunchNotice } from '@matchbazaar/contracts';

/** Composes and sends one subscriber's launch message on one channel (email or phone). */
export interface NoticeChannel {
  readonly contactType: ContactType;
  /** Resolves with the provider's message id. */
  send(notice: LaunchNotice, address: string): Promise<string>;
  /** Whether retrying cannot help (a refused address, a rejected number). */
  isPermanent(error: unknown): boolean;
  /**
   * After an interrupted attempt: whether the provider already accepted this notice (its
   * message id), when the provider can tell; undefined when it cannot.
   */
  acceptedEarlier?(notice: LaunchNotice, address: string): Promise<string | undefined>;
}
