import { HttpStatus } from '@nestjs/common';
import { messages } from '@matchbazaar/contracts';
import { z } from 'zod';
import { ZodParam } from '../../platform/common/zod-params.decorator.js';

/** A shop's id or its slug in the path: anything else cannot name a shop (404). */
export const ShopKey = () =>
  ZodParam('shop', z.string().regex(/^[a-z0-9-]{3,60}$|^[0-9a-f-]{36}$/i), {
    refuse: { status: HttpStatus.NOT_FOUND, message: messages.catalogue.shopNotFound },
  });
