import { Inject, Injectable } from '@nestjs/common';
import {
  subscriberLinks,
  subscriberLinkSigner,
  type LinkPurpose,
  type SubscriberLinks,
  type SubscriberLinkSigner,
} from '@matchbazaar/messaging';
import { BFF_CONFIG, type BffConfig } from '../../platform/config/bff-config.js';

/** The configured signer and public URL: builds a subscriber's links and checks a link's token. */
@Injectable()
export class SubscriberLinksService {
  private readonly signer: SubscriberLinkSigner;

  constructor(@Inject(BFF_CONFIG) private readonly config: BffConfig) {
    this.signer = subscriberLinkSigner(
      config.SUBSCRIPTION_LINK_SECRET,
      config.SUBSCRIPTION_LINK_SECRET_PREVIOUS,
    );
  }

  linksFor(subscriberId: number): SubscriberLinks {
    return subscriberLinks(this.config.PUBLIC_URL, this.signer, subscriberId);
  }

  /** The subscriber id a genuine token for `purpose` names, else null. */
  subscriberOf(token: string, purpose: LinkPurpose): number | null {
    return this.signer.verify(token, purpose);
  }
}
