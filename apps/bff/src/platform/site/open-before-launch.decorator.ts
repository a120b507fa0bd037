import { SetMetadata } from '@nestjs/common';

export const OPEN_BEFORE_LAUNCH = 'mb:open-before-launch';

/**
 * Marks a controller or route as reachable before launch without the access cookie
 * (docs/decisions/0002-site-mode-and-access-gate.md).
 */
export const OpenBeforeLaunch = () => SetMetadata(OPEN_BEFORE_LAUNCH, true);
