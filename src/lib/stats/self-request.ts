/**
 * Marks the site's requests to itself (a page's twin fetched for negotiation, the 404 page in a
 * language, a HEAD's body): they pass through the counting handlers again, and are no reader.
 */
export const SELF_REQUEST = { 'x-site-self-request': '1' } as const;

export const isSelfRequest = (request: Request) => request.headers.has('x-site-self-request');
