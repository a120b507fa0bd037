import { Injectable } from '@nestjs/common';
import { hashPassword, isCommonPassword, verifyPassword } from './password-hashing.js';

export { ARGON2_OPTIONS, hashPassword, isCommonPassword } from './password-hashing.js';

/** Hashing, verification and the common-password rule of docs/decisions/0004-passwords.md. */
@Injectable()
export class PasswordService {
  /** Verified against when no account matches, so unknown emails take as long as known ones. */
  private readonly dummyHash = hashPassword('not-a-real-password-only-for-timing');

  hash(password: string): Promise<string> {
    return hashPassword(password);
  }

  /** False for a wrong password; a null `hash` (no such account) spends the same time. */
  async verify(hash: string | null, password: string): Promise<boolean> {
    const ok = await verifyPassword(hash ?? (await this.dummyHash), password);
    return hash !== null && ok;
  }

  isCommon(password: string): boolean {
    return isCommonPassword(password);
  }
}
