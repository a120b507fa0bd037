import { z } from 'zod';
import { catalogueMessages as m } from '../messages/catalogue.js';

/**
 * What a page cursor holds once decoded, one schema per kind. Cursors are opaque to clients, but
 * a hand-made one reaches the database as a number or a time: each value is bounded here to what
 * its column can compare with, so a bad one is a 400 with the cursor's text, never a 500.
 */

const uuid = z.uuid({ error: m.cursorInvalid });
/** A whole number JavaScript holds exactly (bigint columns would refuse a fraction or 1e300). */
const safeInteger = z
  .number({ error: m.cursorInvalid })
  .int({ error: m.cursorInvalid })
  .min(Number.MIN_SAFE_INTEGER, { error: m.cursorInvalid })
  .max(Number.MAX_SAFE_INTEGER, { error: m.cursorInvalid });
/** An instant as its ISO text, between 1970 and 9999 (PostgreSQL's timestamps hold all of it). */
const instant = z.iso.datetime({ offset: true, error: m.cursorInvalid }).refine((text) => {
  const ms = Date.parse(text);
  return ms >= 0 && ms < Date.UTC(10_000, 0, 1);
}, m.cursorInvalid);

/** PostgreSQL's bigint ceiling: 19 digits reach past it, and the database would answer an error. */
const bigintMax = 9_223_372_036_854_775_807n;

/**
 * A bigint row id sent as decimal text (notification ids, ledger lines): a positive integer within
 * PostgreSQL's bigint, refused here with the caller's text rather than by the database.
 */
export function bigintIdText(message: string) {
  return z
    .string({ error: message })
    .max(19, { error: message, abort: true })
    .regex(/^[1-9][0-9]*$/, { error: message, abort: true })
    .refine((id) => BigInt(id) <= bigintMax, message);
}

/** Offset pages (Explore Local Stores): how many rows came before. */
export const offsetCursorSchema = z.tuple([safeInteger.min(0, { error: m.cursorInvalid })]);

/** Keyset pages newest first (posts, conversations, activity...): the last row's time and id. */
export const timeKeysetCursorSchema = z.tuple([instant, uuid]);

/** The search's pages by a float order (relevance, distance, discount): any finite value. */
export const searchCursorSchema = z.tuple([
  z.number({ error: m.cursorInvalid }).refine(Number.isFinite, m.cursorInvalid),
  uuid,
]);

/** The search's pages by a whole-number order (newest in microseconds, prices in minor units). */
export const searchWholeCursorSchema = z.tuple([safeInteger, uuid]);
