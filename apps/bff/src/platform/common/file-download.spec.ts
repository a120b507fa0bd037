import { describe, expect, it } from '@jest/globals';
import { attachmentDisposition } from './file-download.js';

describe('attachmentDisposition (RFC 6266, the name as RFC 5987 ext-value)', () => {
  it('gives an ASCII fallback and the real name percent-encoded', () => {
    expect(attachmentDisposition('Quotation Q-17.pdf')).toBe(
      `attachment; filename="Quotation Q-17.pdf"; filename*=UTF-8''Quotation%20Q-17.pdf`,
    );
    expect(attachmentDisposition('Angebot für Kunde.pdf')).toBe(
      `attachment; filename="Angebot f_r Kunde.pdf"; filename*=UTF-8''Angebot%20f%C3%BCr%20Kunde.pdf`,
    );
  });

  it("encodes what attr-char leaves out, and never lets the fallback's quotes break", () => {
    expect(attachmentDisposition(`it's (final)*"\\%.pdf`)).toBe(
      `attachment; filename="it's (final)*___.pdf"; filename*=UTF-8''it%27s%20%28final%29%2A%22%5C%25.pdf`,
    );
  });
});
