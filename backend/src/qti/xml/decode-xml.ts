import { TextDecoder } from 'node:util';
import { XmlError } from './parse-xml';

/** What a document's first bytes say about its encoding, before its declaration can be read. */
function sniff(bytes: Buffer): { encoding: string; skip: number } | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', skip: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', skip: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', skip: 2 };
  // '<?' in UTF-16 without a byte order mark (XML 1.0, appendix F)
  if (bytes[0] === 0x3c && bytes[1] === 0x00 && bytes[2] === 0x3f && bytes[3] === 0x00) return { encoding: 'utf-16le', skip: 0 };
  if (bytes[0] === 0x00 && bytes[1] === 0x3c && bytes[2] === 0x00 && bytes[3] === 0x3f) return { encoding: 'utf-16be', skip: 0 };
  return undefined;
}

/** The encoding named by the XML declaration; every encoding it may name is ASCII-compatible there. */
function declared(bytes: Buffer): string | undefined {
  const head = bytes.subarray(0, 256).toString('latin1');
  return /^<\?xml\s[^>]*?\bencoding\s*=\s*["']([^"']*)["']/.exec(head)?.[1];
}

/** Bytes enough to read the declaration's encoding from. */
const HEAD_BYTES = 256;

/** Bytes invalid in the declared encoding are refused rather than turned into replacement marks. */
export class XmlTextDecoder {
  private head: Buffer[] = [];
  private headLength = 0;
  private decoder: TextDecoder | undefined;
  private label = '';

  write(bytes: Buffer): string {
    if (this.decoder) return this.decode(bytes, true);
    this.head.push(bytes);
    this.headLength += bytes.length;
    return this.headLength >= HEAD_BYTES ? this.start(true) : '';
  }

  end(): string {
    return (this.decoder ? '' : this.start(false)) + this.decode(Buffer.alloc(0), false);
  }

  /** Reads the encoding from the first bytes, then decodes them. */
  private start(stream: boolean): string {
    const bytes = this.head.length === 1 ? this.head[0] : Buffer.concat(this.head);
    this.head = [];
    const bom = sniff(bytes);
    const named = declared(bytes);
    // A declaration of UTF-16 over bytes that start like ASCII is a mislabelled UTF-8 file.
    this.label = bom?.encoding ?? (named && !/^utf-16/i.test(named) ? named : 'utf-8');
    try {
      this.decoder = new TextDecoder(this.label, { fatal: true, ignoreBOM: true });
    } catch {
      throw new XmlError('xml.unknownEncoding', 1, this.label, { encoding: this.label });
    }
    return this.decode(bytes.subarray(bom?.skip ?? 0), stream);
  }

  private decode(bytes: Buffer, stream: boolean): string {
    try {
      return this.decoder!.decode(bytes, { stream });
    } catch {
      throw new XmlError('xml.badEncoding', 1, this.label, { encoding: this.label });
    }
  }
}

/** Decodes a whole XML file (see `XmlTextDecoder`). */
export function decodeXml(bytes: Buffer): string {
  const decoder = new XmlTextDecoder();
  return decoder.write(bytes) + decoder.end();
}
