import { UnrecoverableError } from 'bullmq';

/**
 * Writes a message whose secret came sealed. A seal that does not open (another key, a forged or
 * altered job) fails the same way on every retry, so it fails the job at once.
 */
export function openSealed<T>(write: () => T): T {
  try {
    return write();
  } catch (error) {
    throw new UnrecoverableError(`the sealed secret does not open: ${(error as Error).message}`);
  }
}
