import { messages } from '@matchbazaar/contracts';
import { z } from 'zod';
import { FoundById } from '../../platform/common/zod-params.decorator.js';

/** A shop's id or its slug in the path: anything else cannot name a shop (404). */
export const ShopKey = () =>
  FoundById(
    z.string().regex(/^[a-z0-9-]{3,60}$|^[0-9a-f-]{36}$/i),
    messages.catalogue.shopNotFound,
    'shop',
  );
