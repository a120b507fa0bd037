import { describe, expect, it } from '@jest/globals';
import { attachmentTypeOf } from './attachment-type.js';

describe('attachmentTypeOf (by the bytes, never the name)', () => {
  it('knows PDFs and the photo types', () => {
    expect(attachmentTypeOf(Buffer.from('%PDF-1.7\n%…'))).toBe('application/pdf');
    expect(attachmentTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
  });

  it('refuses everything else, including a bare signature and look-alikes', () => {
    expect(attachmentTypeOf(Buffer.from('%PDF-'))).toBeNull();
    expect(attachmentTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(attachmentTypeOf(Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(attachmentTypeOf(Buffer.from(' %PDF-1.7'))).toBeNull();
    expect(attachmentTypeOf(Buffer.alloc(0))).toBeNull();
  });
});
