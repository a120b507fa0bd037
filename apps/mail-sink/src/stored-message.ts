import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';

/** One received message as the API returns it: plain JSON, no mailparser objects. */
export interface StoredMessage {
  id: string;
  from: string | null;
  fromName: string | null;
  to: string[];
  cc: string[];
  subject: string;
  /** The Date header, else the time it arrived (ISO 8601). */
  date: string;
  receivedAt: string;
  text: string;
  html: string | null;
  /** Header name (lower case) -> unfolded raw value; repeated headers joined by ", ". */
  headers: Record<string, string>;
  /** What the SMTP client said in MAIL FROM / RCPT TO (includes Bcc recipients). */
  envelope: { from: string | null; to: string[] };
}

export interface Envelope {
  from: string | null;
  to: string[];
}

/** A message as it arrived: the bytes and the SMTP envelope, not yet parsed. */
export interface ReceivedMessage {
  id: string;
  raw: Buffer;
  envelope: Envelope;
  receivedAt: Date;
}

export async function parseReceivedMessage(received: ReceivedMessage): Promise<StoredMessage> {
  const parsed = await simpleParser(received.raw);
  return toStoredMessage(parsed, received);
}

function toStoredMessage(
  parsed: ParsedMail,
  received: Pick<ReceivedMessage, 'id' | 'envelope' | 'receivedAt'>,
): StoredMessage {
  const { id, envelope, receivedAt: now } = received;
  return {
    id,
    from: parsed.from?.value[0]?.address ?? null,
    fromName: parsed.from?.value[0]?.name || null,
    to: addressesOf(parsed.to),
    cc: addressesOf(parsed.cc),
    subject: parsed.subject ?? '',
    date: (parsed.date ?? now).toISOString(),
    receivedAt: now.toISOString(),
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
    headers: headersOf(parsed),
    envelope,
  };
}

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  if (!field) return [];
  const objects = Array.isArray(field) ? field : [field];
  // Groups nest their members; flatten them so a filter by address still finds them.
  const out: string[] = [];
  const visit = (entries: AddressObject['value']) => {
    for (const entry of entries) {
      if (entry.address) out.push(entry.address);
      if (entry.group) visit(entry.group);
    }
  };
  for (const object of objects) visit(object.value);
  return out;
}

/** Raw header lines rather than mailparser's structured values, so every value is a plain string. */
function headersOf(parsed: ParsedMail): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { key, line } of parsed.headerLines) {
    const colon = line.indexOf(':');
    const value = (colon >= 0 ? line.slice(colon + 1) : line).replace(/\r?\n[ \t]+/g, ' ').trim();
    const name = key.toLowerCase();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}
