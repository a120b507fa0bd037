// The user agent's half of Web Push encryption: RFC 8291 (the keys from ECDH and the auth secret)
// over RFC 8188's aes128gcm content coding. Written from the two RFCs for the loopback push service.
import { createDecipheriv, hkdfSync, type ECDH } from 'node:crypto';

/** What a browser keeps for one subscription: its P-256 key pair and 16-byte auth secret. */
export interface UserAgentKeys {
  readonly ecdh: ECDH;
  /** Uncompressed P-256 point, 65 bytes (the subscription's p256dh). */
  readonly publicKey: Buffer;
  /** 16 bytes (the subscription's auth). */
  readonly authSecret: Buffer;
}

export class PayloadError extends Error {}

const tagLength = 16;
const headerFixedLength = 16 + 4 + 1; // salt, record size, keyid length

/** Decrypts an aes128gcm push message body; throws PayloadError when it is not one. */
export function decryptPushPayload(body: Buffer, keys: UserAgentKeys): Buffer {
  if (body.length < headerFixedLength) throw new PayloadError('body shorter than its header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  // RFC 8291 §4: the keyid is the application server's ephemeral public key, uncompressed.
  if (keyIdLength !== 65) throw new PayloadError(`keyid of ${keyIdLength} bytes, not 65`);
  const asPublic = body.subarray(headerFixedLength, headerFixedLength + keyIdLength);
  if (asPublic[0] !== 0x04) throw new PayloadError('keyid is not an uncompressed P-256 point');
  if (recordSize < tagLength + 2) throw new PayloadError(`record size ${recordSize} too small`);
  const ciphertext = body.subarray(headerFixedLength + keyIdLength);
  if (ciphertext.length === 0) throw new PayloadError('no records');

  let ecdhSecret: Buffer;
  try {
    ecdhSecret = keys.ecdh.computeSecret(asPublic);
  } catch {
    throw new PayloadError('keyid is not a point on P-256');
  }
  // RFC 8291 §3.4: IKM from the shared secret, salted with the auth secret, bound to both keys.
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, asPublic]);
  const ikm = hkdf(ecdhSecret, keys.authSecret, keyInfo, 32);
  // RFC 8188 §2.2-2.3: the content encryption key and the nonce base from the message's salt.
  const cek = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonceBase = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);

  const records: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < ciphertext.length; offset += recordSize, sequence++) {
    const record = ciphertext.subarray(offset, offset + recordSize);
    const last = offset + recordSize >= ciphertext.length;
    if (record.length <= tagLength) throw new PayloadError(`record ${sequence} holds only a tag`);
    const decipher = createDecipheriv('aes-128-gcm', cek, recordNonce(nonceBase, sequence));
    decipher.setAuthTag(record.subarray(record.length - tagLength));
    let plain: Buffer;
    try {
      plain = Buffer.concat([decipher.update(record.subarray(0, -tagLength)), decipher.final()]);
    } catch {
      throw new PayloadError(`record ${sequence} does not decrypt with this subscription's keys`);
    }
    records.push(unpad(plain, last, sequence));
  }
  return Buffer.concat(records);
}

function hkdf(ikm: Buffer, salt: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/**
 * RFC 8188 §2.3: the nonce base XOR the record's sequence number as a 96-bit big-endian integer.
 * A message has far fewer than 2^32 records, so only the last 4 bytes change.
 */
function recordNonce(nonceBase: Buffer, sequence: number): Buffer {
  const nonce = Buffer.from(nonceBase);
  nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
  return nonce;
}

/** Strips trailing zero padding and the delimiter: 0x02 ends the last record, 0x01 any other. */
function unpad(plain: Buffer, last: boolean, sequence: number): Buffer {
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  const delimiter = plain[end];
  if (delimiter !== (last ? 0x02 : 0x01)) {
    throw new PayloadError(
      `record ${sequence} has padding delimiter ${delimiter}, not ${last ? 2 : 1}`,
    );
  }
  return plain.subarray(0, end);
}
