import { describe, expect, it } from '@jest/globals';
import { installOffer, isIos, type InstallMemory } from './app-install';

const memory = (change: Partial<InstallMemory> = {}): InstallMemory => ({
  visits: 2,
  posted: true,
  dismissed: false,
  installed: false,
  ...change,
});

describe('when the app offers to be installed', () => {
  it('offers after a post, from the second visit on, in the way the browser installs', () => {
    expect(installOffer(memory(), 'prompt')).toBe('prompt');
    expect(installOffer(memory({ visits: 5 }), 'ios')).toBe('ios');
  });

  it('never on the first visit, even right after a post: the next visit offers it', () => {
    expect(installOffer(memory({ visits: 1 }), 'prompt')).toBeNull();
    expect(installOffer(memory({ visits: 0 }), 'prompt')).toBeNull();
  });

  it('never before anything was posted', () => {
    expect(installOffer(memory({ posted: false, visits: 9 }), 'prompt')).toBeNull();
  });

  it('never again once dismissed or installed, nor where the browser cannot install', () => {
    expect(installOffer(memory({ dismissed: true }), 'prompt')).toBeNull();
    expect(installOffer(memory({ installed: true }), 'ios')).toBeNull();
    expect(installOffer(memory(), 'none')).toBeNull();
  });

  it('tells iPhones and iPads (which say they are Macs) from other devices', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1';
    const mac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Safari/605.1.15';
    expect(isIos(iphone, 'iPhone', 5)).toBe(true);
    expect(isIos(mac, 'MacIntel', 5)).toBe(true);
    expect(isIos(mac, 'MacIntel', 0)).toBe(false);
    expect(isIos('Mozilla/5.0 (Linux; Android 15) Chrome/140', 'Linux armv8l', 5)).toBe(false);
  });
});
