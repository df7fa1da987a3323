import type { OwnerContent } from '../owner/schema.ts';
import { serverIdentity } from './server-info.ts';

/** The server.json schema this entry follows (the MCP Registry's current one). */
export const REGISTRY_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json';

/** Where the build writes the entry, and so where the site serves it. */
export const REGISTRY_ENTRY_PATH = '/server.json';

/** The Registry accepts a repository only on these hosts, at a `https://host/owner/repo` URL. */
const FORGES: Record<string, string> = { 'github.com': 'github', 'gitlab.com': 'gitlab' };
const HTTPS_REPO = /^https:\/\/(?:www\.)?(github\.com|gitlab\.com)\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/;
const SSH_REPO = /^(?:ssh:\/\/)?git@(github\.com|gitlab\.com)[:/]([\w.-]+)\/([\w.-]+?)(?:\.git)?$/;

/**
 * The site's source repository as the Registry wants it, from a clone URL in any of the
 * usual forms (Netlify's REPOSITORY_URL, `git remote get-url origin`); undefined when it is
 * not a GitHub or GitLab repository, since the Registry would refuse it.
 */
export function registryRepository(url: string | undefined): { url: string; source: string } | undefined {
  const match = url?.trim().match(HTTPS_REPO) ?? url?.trim().match(SSH_REPO);
  if (!match) return undefined;
  const [, host = '', account = '', repo = ''] = match;
  return { url: `https://${host}/${account}/${repo}`, source: FORGES[host]! };
}

/** The Registry displays https icons of at most 255 characters; others are left out. */
const fitsRegistry = (icon: { src: string }) => icon.src.startsWith('https://') && icon.src.length <= 255;

/**
 * This site's entry in the MCP Registry (server.json, schema 2025-12-11): the same name,
 * title, description, version and streamable HTTP endpoint as the server card, and no
 * packages, because nothing is installed: clients connect to the remote server.
 * The name is the site's domain reversed, which is the namespace the Registry grants to
 * whoever proves the domain (HTTP or DNS verification), and the remote is on that domain.
 */
export function registryEntry(owner: OwnerContent, siteUrl: string, { repositoryUrl }: { repositoryUrl?: string } = {}) {
  const identity = serverIdentity(owner, siteUrl);
  const repository = registryRepository(repositoryUrl);
  const icons = identity.icons.filter(fitsRegistry);
  return {
    $schema: REGISTRY_SCHEMA,
    name: identity.name,
    title: identity.title,
    description: identity.description,
    version: identity.version,
    websiteUrl: identity.websiteUrl,
    ...(repository ? { repository } : {}),
    ...(icons.length ? { icons } : {}),
    remotes: [{ type: 'streamable-http', url: identity.mcpUrl }],
  };
}

/** An entry as its file holds it: indented JSON with a final newline. */
export const registryEntryFile = (entry: ReturnType<typeof registryEntry>) => `${JSON.stringify(entry, null, 2)}\n`;
