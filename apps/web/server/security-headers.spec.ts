import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import {
  contentSecurityPolicy,
  headersFor,
  nginxHeaderLines,
  securityHeaders,
  strictTransportSecurity,
} from './security-headers';

interface Block {
  head: string;
  directives: string[];
  blocks: Block[];
}

/** nginx.conf as nested blocks, each with its own directives (normalised to one space). */
function parseNginx(text: string): Block {
  const tokens = text
    .replace(/#[^\n]*/g, '')
    .match(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[{};]|[^\s{};]+/g)!;
  let at = 0;
  const parse = (head: string): Block => {
    const block: Block = { head, directives: [], blocks: [] };
    let words: string[] = [];
    while (at < tokens.length) {
      const token = tokens[at++]!;
      if (token === ';') {
        block.directives.push(`${words.join(' ')};`);
        words = [];
      } else if (token === '{') {
        block.blocks.push(parse(words.join(' ')));
        words = [];
      } else if (token === '}') {
        return block;
      } else {
        words.push(token);
      }
    }
    return block;
  };
  return parse('');
}

const allBlocks = (block: Block): Block[] => [block, ...block.blocks.flatMap(allBlocks)];

const nginxConf = parseNginx(
  readFileSync(path.resolve(import.meta.dirname, '../../../docker/nginx.conf'), 'utf8'),
);

const directives = (csp: string) =>
  new Map(
    csp.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );

describe('the web app security headers', () => {
  it('allow scripts only from our own origin, never inline or eval, and no framing', () => {
    const csp = directives(contentSecurityPolicy);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(contentSecurityPolicy).not.toContain("'unsafe-eval'");
    expect(securityHeaders['X-Content-Type-Options']).toBe('nosniff');
    expect(securityHeaders['Referrer-Policy']).toBe('no-referrer');
  });

  it('send HSTS only over https, directly or at a proxy that says so', () => {
    expect(headersFor({ encrypted: false })).not.toHaveProperty('Strict-Transport-Security');
    expect(headersFor({ encrypted: false, forwardedProto: 'http' })).not.toHaveProperty(
      'Strict-Transport-Security',
    );
    for (const request of [
      { encrypted: true },
      { encrypted: false, forwardedProto: 'https' },
      { encrypted: false, forwardedProto: 'https, http' },
    ]) {
      expect(headersFor(request)['Strict-Transport-Security']).toBe(strictTransportSecurity);
    }
  });

  describe('docker/nginx.conf', () => {
    const server = nginxConf.blocks.find((block) => block.head === 'server')!;
    const withHeaders = allBlocks(server).filter((block) =>
      block.directives.some((line) => line.startsWith('add_header ')),
    );

    it('sends the same headers as the preview server on every response', () => {
      expect(server.directives).toEqual(expect.arrayContaining(nginxHeaderLines()));
    });

    // nginx forgets the server's add_header lines in a location that has its own.
    it.each(withHeaders.map((block) => [block.head || 'server', block] as const))(
      '%s, which has add_header lines of its own, repeats them all',
      (_head, block) => {
        expect(block.directives).toEqual(expect.arrayContaining(nginxHeaderLines()));
      },
    );

    it('sets $hsts to the same policy for https requests only', () => {
      const map = nginxConf.blocks.find((block) => /^map .* \$hsts$/.test(block.head));
      expect(map).toBeDefined();
      expect(map!.head).toContain('$scheme');
      expect(map!.head).toContain('$http_x_forwarded_proto');
      expect(map!.directives).toEqual([
        `~^https: "${strictTransportSecurity}";`,
        `~:https "${strictTransportSecurity}";`,
        'default "";',
      ]);
    });
  });
});
