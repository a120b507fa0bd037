import type { VerificationSuccessRecord } from '@matchbazaar/machines';
import { readLocal, removeLocal, writeLocal } from '../../components/local-storage';

/** SPEC.md 3: the browser's record of an email verification success (flag, email, timestamp). */
export const verificationRecordKey = 'emailVerificationSuccess';

/** The stored record, or null when there is none or it is not one (edited, older format). */
export function parseVerificationRecord(raw: string | null): VerificationSuccessRecord | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      value &&
      typeof value === 'object' &&
      'verified' in value &&
      value.verified === true &&
      'email' in value &&
      typeof value.email === 'string' &&
      'timestamp' in value &&
      typeof value.timestamp === 'number' &&
      Number.isFinite(value.timestamp)
    )
      return { verified: true, email: value.email, timestamp: value.timestamp };
  } catch {
    // Not JSON: treated as no record.
  }
  return null;
}

export const verificationRecord = {
  read: () => parseVerificationRecord(readLocal(verificationRecordKey)),
  write: (email: string, now = Date.now()) =>
    writeLocal(
      verificationRecordKey,
      JSON.stringify({ verified: true, email, timestamp: now } satisfies VerificationSuccessRecord),
    ),
  remove: () => removeLocal(verificationRecordKey),
};
