import { z } from 'zod';

/**
 * GET /api/launch. `launchAt` null: the default, the next 22 September 00:00 in the visitor's
 * local time. Apart from launch.ts, so the launch page's countdown does not bundle zod.
 */
export const launchInfoSchema = z.object({
  mode: z.enum(['prelaunch', 'live']),
  launchAt: z.iso.datetime({ offset: true }).nullable(),
});
export type LaunchInfo = z.infer<typeof launchInfoSchema>;
