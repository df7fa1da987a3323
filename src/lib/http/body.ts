import { fill } from '../i18n/template.ts';

/** Why a body was refused, as data: each surface words it in its language (wordBodyFailure). */
export type BodyFailure =
  | { kind: 'unsupported_media_type' }
  | { kind: 'too_large'; maxBytes: number }
  | { kind: 'empty' }
  | { kind: 'invalid_json'; utf8: boolean };

/** The sentences for a refused body (the shared dictionaries' `requestBody`); `{bytes}` is the limit. */
export interface BodyWords {
  unsupportedMediaType: string;
  tooLarge: string;
  empty: string;
  notUtf8: string;
  invalidJson: string;
}

export function wordBodyFailure(failure: BodyFailure, words: BodyWords): string {
  switch (failure.kind) {
    case 'unsupported_media_type':
      return words.unsupportedMediaType;
    case 'too_large':
      return fill(words.tooLarge, { bytes: failure.maxBytes });
    case 'empty':
      return words.empty;
    case 'invalid_json':
      return failure.utf8 ? words.invalidJson : words.notUtf8;
  }
}

export type BodyResult = { ok: true; value: unknown } | { ok: false; failure: BodyFailure };

const isJsonMediaType = (header: string | null) => {
  const type = header?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
};

/** Fatal: a body that is not UTF-8 is refused, not patched with U+FFFD. One-shot decodes keep no state, so one decoder serves every request. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The chunks as one array: the only chunk itself when there is one, as for most bodies. */
function joined(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads a JSON request body of at most maxBytes, counting bytes as they stream in, so an
 * oversized or lying Content-Length never makes it into memory whole.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyResult> {
  if (!isJsonMediaType(request.headers.get('content-type'))) {
    return { ok: false, failure: { kind: 'unsupported_media_type' } };
  }
  const tooLarge: BodyResult = { ok: false, failure: { kind: 'too_large', maxBytes } };
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return tooLarge;

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return tooLarge;
      }
      chunks.push(value);
    }
  }
  let text: string;
  try {
    text = UTF8.decode(joined(chunks, size));
  } catch {
    return { ok: false, failure: { kind: 'invalid_json', utf8: false } };
  }
  if (!text.trim()) return { ok: false, failure: { kind: 'empty' } };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, failure: { kind: 'invalid_json', utf8: true } };
  }
}
