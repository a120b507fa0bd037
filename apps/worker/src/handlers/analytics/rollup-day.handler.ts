import { addDays, dayOf } from '@matchbazaar/contracts';
import { visitsKeptDays, type SellerStatsStore } from '../../adapters/seller-stats-store.js';
import type { JobHandler } from '../job-handler.js';

/**
 * `analytics.rollup-day` (docs/product/seller-analytics.md): rolls a day of the sellers' figures
 * up; without a day, yesterday (which may have gained late rows since its last run) and today so
 * far, then drops raw views past their keeping. The hourly job scheduler queues it without a day.
 * A day older than the raw views kept is final: rolling it again would lose its views, so it is
 * refused (logged), and so is a day after today.
 */
export function rollupDayHandler(deps: {
  store: Pick<SellerStatsStore, 'rollupDay' | 'purgeVisits'>;
  now?: () => Date;
}): JobHandler<'analytics', 'rollup-day'> {
  const now = deps.now ?? (() => new Date());
  return async ({ day }, job) => {
    const today = dayOf(now());
    const days = day ? [day] : [addDays(today, -1), today];
    for (const each of days) {
      if (each > today || each < addDays(today, -visitsKeptDays)) {
        job.logger.warn({ day: each, today }, 'day outside the rollup window; left as it is');
        continue;
      }
      const counts = await deps.store.rollupDay(each);
      job.logger.info({ day: each, ...counts }, 'seller figures rolled up');
    }
    if (!day) {
      const purged = await deps.store.purgeVisits(today);
      if (purged > 0) job.logger.info({ purged }, 'old raw views dropped');
    }
  };
}
