import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { array, dict, type Reference, reference } from './syntax.ts';

const encoder = new TextEncoder();

/**
 * A PDF file's objects, numbered as they are added, written with their cross-reference table
 * (ISO 32000-1, 7.5). Streams are compressed with Flate.
 */
export class PdfFile {
  private readonly bodies: (Uint8Array<ArrayBuffer> | undefined)[] = [];

  /** A number for an object written later (a parent its children point to). */
  reserve(): Reference {
    this.bodies.push(undefined);
    return reference(this.bodies.length);
  }

  /** Writes an object (dictionary, array, any value) under a reserved number, or a new one. */
  add(value: string, at: Reference = this.reserve()): Reference {
    this.bodies[Number.parseInt(at, 10) - 1] = encoder.encode(value);
    return at;
  }

  /** A stream: `entries` describe it; its data is compressed, and /Length and /Filter set. */
  addStream(data: Uint8Array | string, entries: Record<string, string | undefined> = {}, at?: Reference): Reference {
    const compressed = deflateSync(typeof data === 'string' ? encoder.encode(data) : data, { level: 9 });
    const head = encoder.encode(`${dict({ ...entries, Length: String(compressed.length), Filter: '/FlateDecode' })}\nstream\n`);
    const tail = encoder.encode('\nendstream');
    const body = new Uint8Array(head.length + compressed.length + tail.length);
    body.set(head);
    body.set(compressed, head.length);
    body.set(tail, head.length + compressed.length);
    const target = at ?? this.reserve();
    this.bodies[Number.parseInt(target, 10) - 1] = body;
    return target;
  }

  /** The whole file. Its /ID is a digest of its objects, so the same document always gives the same bytes. */
  bytes(root: Reference, info: Reference): Uint8Array<ArrayBuffer> {
    const missing = this.bodies.findIndex((body) => !body);
    if (missing >= 0) throw new Error(`PDF object ${missing + 1} was reserved but never written`);
    // The header, then a comment of bytes over 127, which tells transfer tools the file is binary.
    const chunks = [encoder.encode('%PDF-1.7\n'), new Uint8Array([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a])];
    let offset = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const offsets: number[] = [];
    const digest = createHash('sha256');
    this.bodies.forEach((body, index) => {
      const object = concat([encoder.encode(`${index + 1} 0 obj\n`), body as Uint8Array<ArrayBuffer>, encoder.encode('\nendobj\n')]);
      offsets.push(offset);
      offset += object.length;
      chunks.push(object);
      digest.update(object);
    });
    const id = digest.digest('hex').slice(0, 32).toUpperCase();
    const xref = [
      'xref',
      `0 ${this.bodies.length + 1}`,
      '0000000000 65535 f ',
      ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n `),
      'trailer',
      dict({ Size: String(this.bodies.length + 1), Root: root, Info: info, ID: array([`<${id}>`, `<${id}>`]) }),
      'startxref',
      String(offset),
      '%%EOF',
      '',
    ].join('\n');
    chunks.push(encoder.encode(xref));
    return concat(chunks);
  }
}

function concat(chunks: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const all = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return all;
}
