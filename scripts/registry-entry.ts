// `npm run registry`: writes ./server.json, this site's MCP Registry entry, where `mcp-publisher
// publish` looks for it. The same entry the build serves at /server.json (src/lib/mcp/registry-entry.ts),
// for the site at SITE_URL (else owner.site.url) and the repository at REPOSITORY_URL (else the
// clone's `origin`, left out unless it is on GitHub or GitLab).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { owner } from '../src/data/owner.ts';
import { siteUrl } from '../src/data/site.ts';
import { registryEntry, registryEntryFile } from '../src/lib/mcp/registry-entry.ts';

function originUrl(): string | undefined {
  try {
    return execFileSync('git', ['remote', 'get-url', 'origin'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

const repositoryUrl = process.env.REPOSITORY_URL || originUrl();
const entry = registryEntry(owner, siteUrl, { repositoryUrl });
writeFileSync(new URL('../server.json', import.meta.url), registryEntryFile(entry));

const domain = new URL(siteUrl).hostname;
console.log(`Wrote server.json: ${entry.name} ${entry.version}, remote ${entry.remotes[0]!.url}`);
if (!entry.repository) console.log('No GitHub or GitLab repository found (REPOSITORY_URL or origin): the entry has none.');
console.log(`Next: mcp-publisher login http --domain ${domain} --private-key <hex> (or login dns), then mcp-publisher publish`);
