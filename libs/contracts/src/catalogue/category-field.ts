import { z } from 'zod';
import { findCategory } from '@matchbazaar/taxonomy';
import { catalogueMessages as m } from '../messages/catalogue.js';

/** A leaf category id of the taxonomy; its subgroup and group are derived, never sent. */
export const leafCategorySchema = z
  .string({ error: m.categoryUnknown })
  .max(60, { error: m.categoryUnknown, abort: true })
  .refine((id) => findCategory(id) !== undefined, { error: m.categoryUnknown });
