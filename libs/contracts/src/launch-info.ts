import { z } from 'zod';

/**
 * GET /api/launch: what every page needs to know about the site. `launchAt` null: the default, the
 * next 22 September 00:00 in the visitor's local time. `maintenanceBanner`: a line to show on every
 * page, or null. `registrationOpen`: false while admins have closed registration. Apart from
 * launch.ts, so the launch page's countdown does not bundle zod.
 */
export const launchInfoSchema = z.object({
  mode: z.enum(['prelaunch', 'live']),
  launchAt: z.iso.datetime({ offset: true }).nullable(),
  maintenanceBanner: z.string().nullable(),
  registrationOpen: z.boolean(),
});
export type LaunchInfo = z.infer<typeof launchInfoSchema>;
