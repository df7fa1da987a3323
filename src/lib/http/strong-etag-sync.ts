/**
 * strongEtag (json.ts), the same value, computed at once with Node's hash instead of a WebCrypto
 * job on libuv's thread pool. node:crypto is taken when first needed, not imported: a function
 * that has called an https upstream has it loaded already (TLS), and one that has not pays for
 * it on its first ETag, as WebCrypto would, rather than on every cold start's import. For the
 * Netlify Functions (Node); the edge functions (Deno) use strongEtag.
 */
export function strongEtagSync(body: string): string {
  const { createHash } = process.getBuiltinModule('node:crypto');
  return `"${createHash('sha256').update(body, 'utf8').digest('base64url').slice(0, 27)}"`;
}
