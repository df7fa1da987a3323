// Import-free: the edge function (negotiate.ts) and the header policy read these.

/** RFC 9727: where a client looks for a site's APIs, and the media type of what it finds there. */
export const API_CATALOG_PATH = '/.well-known/api-catalog';
export const API_CATALOG_MEDIA_TYPE = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';
/** The Link header field value that points any page at the catalog (RFC 9727, section 3). */
export const API_CATALOG_LINK = `<${API_CATALOG_PATH}>; rel="api-catalog"`;
