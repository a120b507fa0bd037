// The reviews' rules without their schemas (orders/reviews.ts has those): the public pages read
// these limits and windows without loading zod.

export const reviewWindowDays = 14;
const DAY_MS = 86_400_000;

export const reviewSides = ['buyer', 'seller'] as const;
export type ReviewSide = (typeof reviewSides)[number];

export const reviewLimits = {
  body: 2000,
  reply: 1000,
  reason: 500,
  pageSize: 10,
  pageMax: 50,
} as const;

/** When the review window of an order completed at `completedAt` closes. */
export function reviewWindowEnd(completedAt: Date | string): Date {
  return new Date(new Date(completedAt).getTime() + reviewWindowDays * DAY_MS);
}

/** True while reviews may still be written (the window's end itself is already closed). */
export function reviewWindowOpen(completedAt: Date | string, now: Date = new Date()): boolean {
  return now.getTime() < reviewWindowEnd(completedAt).getTime();
}
