export type BodyFailure =
  | { kind: 'unsupported_media_type'; message: string }
  | { kind: 'too_large'; message: string }
  | { kind: 'empty'; message: string }
  | { kind: 'invalid_json'; message: string };

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
    return { ok: false, failure: { kind: 'unsupported_media_type', message: 'Send the body as application/json.' } };
  }
  const tooLarge: BodyResult = { ok: false, failure: { kind: 'too_large', message: `The body must be at most ${maxBytes} bytes.` } };
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
    return { ok: false, failure: { kind: 'invalid_json', message: 'The body is not valid UTF-8.' } };
  }
  if (!text.trim()) return { ok: false, failure: { kind: 'empty', message: 'The request has no body.' } };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, failure: { kind: 'invalid_json', message: 'The body is not valid JSON.' } };
  }
}
