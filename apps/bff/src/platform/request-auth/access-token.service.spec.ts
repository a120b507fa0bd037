import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import { AccessTokenService } from './access-token.service.js';

const jwt = new JwtService({
  secret: 'a-secret-for-this-unit-test-only-0123456789',
  signOptions: { algorithm: 'HS256', expiresIn: 60 },
  verifyOptions: { algorithms: ['HS256'] },
});
const identity = { userId: 'u1', role: 'user' as const, sessionId: 'f1' };

describe('AccessTokenService', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('checks a token once while it lasts, and refuses it once it has expired', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-28T00:00:00Z'), doNotFake: ['nextTick'] });
    const service = new AccessTokenService(jwt);
    const token = await service.sign(identity);
    const verify = jest.spyOn(jwt, 'verifyAsync');
    expect(await service.verify(token)).toEqual(identity);
    expect(await service.verify(token)).toEqual(identity);
    expect(verify).toHaveBeenCalledTimes(1);

    jest.setSystemTime(new Date('2026-11-28T00:01:00Z'));
    await expect(service.verify(token)).rejects.toThrow(/expired/);
  });

  it('answers from memory only for the very token it verified, not one sharing its ending', async () => {
    const service = new AccessTokenService(jwt);
    const token = await service.sign(identity);
    await service.verify(token);
    expect(service.remembered(token)).toEqual(identity);
    // Another payload under the remembered token's signature: memory must not vouch for it.
    const [, , signature] = token.split('.');
    const other = await jwt.signAsync({ role: 'admin', sid: 'f2' }, { subject: 'u2' });
    const grafted = `${other.split('.').slice(0, 2).join('.')}.${signature}`;
    expect(service.remembered(grafted)).toBeUndefined();
    await expect(service.verify(grafted)).rejects.toThrow();
    expect(service.remembered(token)).toEqual(identity);
  });

  it('refuses a token with a bad signature every time', async () => {
    const service = new AccessTokenService(jwt);
    const token = await service.sign(identity);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(service.verify(forged)).rejects.toThrow();
    await expect(service.verify(forged)).rejects.toThrow();
  });
});
