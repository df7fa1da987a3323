// Builds optimize_portfolio's MCP App (src/client/mcp-app/) into one self-contained HTML
// document, script and styles inline, and writes it beside the Markdown twins
// (dist/mcp-apps/), where the MCP function reads it as it reads them (src/lib/mcp/site-files.ts,
// netlify.toml included_files). Hosts load it in a sandboxed iframe with no network, so
// nothing in it may point outside it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build, type Plugin } from 'esbuild';
import { escapeHtml } from '../lib/codehost/activity-view.ts';
import { jsonForScript } from '../lib/discovery/json-ld.ts';
import { dictionaryFor } from '../lib/i18n/index.ts';
import { OPTIMIZER_APP_FILE } from '../lib/mcp/optimizer-app.ts';
import { accentCss } from '../lib/theme/accent.ts';

const APP_SOURCES = 'src/client/mcp-app';

/**
 * The module of the client SDK that defines Protocol, the one thing the extension's App takes
 * from it. Importing it alone leaves out the SDK's Client, transports and OAuth (about 14 KB
 * gzipped), which its index re-exports and the App never uses.
 */
function protocolModule(root: string): { file: string; name: string } {
  const dist = join(root, 'node_modules/@modelcontextprotocol/client/dist');
  for (const [, names, from] of readFileSync(join(dist, 'index.mjs'), 'utf8').matchAll(/import \{([^}]*)\} from "(\.\/[\w-]+\.mjs)"/g)) {
    const name = names!.match(/\b(\w+) as Protocol\b/)?.[1];
    if (name) return { file: join(dist, from!), name };
  }
  throw new Error('mcp-app: @modelcontextprotocol/client no longer imports Protocol from one of its chunks; import the package whole.');
}

/**
 * Parts of the bridge's dependencies that this app never runs, left out of the document:
 * zod's error messages in every language but English (the bridge's zod sets English itself),
 * the client SDK's JSON Schema validator, which only checks output schemas of tools the app
 * calls (it calls none), and everything of the client SDK but Protocol.
 */
const leaveOutUnused = (root: string): Plugin => ({
  name: 'mcp-app-leave-out-unused',
  setup(plugin) {
    const protocol = protocolModule(root);
    plugin.onResolve({ filter: /^@modelcontextprotocol\/client$/ }, (args) =>
      args.importer.includes(join('node_modules', '@modelcontextprotocol', 'ext-apps'))
        ? { path: 'protocol', namespace: 'mcp-app-protocol' }
        : undefined,
    );
    plugin.onLoad({ filter: /.*/, namespace: 'mcp-app-protocol' }, () => ({
      contents: `export { ${protocol.name} as Protocol } from ${JSON.stringify(protocol.file)};`,
      resolveDir: dirname(protocol.file),
    }));
    plugin.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      args.importer.includes(join('node_modules', 'zod', 'v4'))
        ? { path: join(dirname(args.importer), '../locales/en.js'), namespace: 'zod-english' }
        : undefined,
    );
    plugin.onLoad({ filter: /.*/, namespace: 'zod-english' }, (args) => ({
      contents: `export { default as en } from ${JSON.stringify(args.path)};`,
      resolveDir: dirname(args.path),
    }));
    plugin.onResolve({ filter: /^@modelcontextprotocol\/client\/_shims$/ }, () => ({ path: 'shims', namespace: 'mcp-app-shims' }));
    plugin.onLoad({ filter: /.*/, namespace: 'mcp-app-shims' }, () => ({
      contents: `export const CORS_IS_POSSIBLE = true;
export class DefaultJsonSchemaValidator {
  getValidator() { throw new Error('This MCP App validates no JSON Schema.'); }
}`,
      loader: 'js',
    }));
  },
});

async function bundle(root: string, entry: string, options: { css: boolean }): Promise<string> {
  const result = await build({
    entryPoints: [join(root, APP_SOURCES, entry)],
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'warning',
    ...(options.css
      ? {}
      : { format: 'esm', platform: 'browser', target: 'es2022', plugins: [leaveOutUnused(root)], legalComments: 'none' }),
  });
  return result.outputFiles[0]!.text.trim();
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export interface AppDocumentOptions {
  language: string;
  /** The owner's accent colour (owner.site.accent), as the site uses it. */
  accent?: string;
}

/** The app's HTML: its own CSP (hashes of its one script and one style, nothing else allowed) as a second line behind the host's. */
export async function optimizerAppHtml(root: string, { language, accent }: AppDocumentOptions): Promise<string> {
  const t = dictionaryFor(language);
  const [script, css] = await Promise.all([bundle(root, 'main.ts', { css: false }), bundle(root, 'app.css', { css: true })]);
  const style = accent ? `${css}${accentCss(accent)}` : css;
  // An inline script ends at the first "</script": the bundle must not contain one.
  if (/<\/script/i.test(script)) throw new Error('mcp-app: the bundled script contains "</script".');
  const csp = [
    "default-src 'none'",
    `script-src ${sha256(script)}`,
    `style-src ${sha256(style)}`,
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(csp)}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(t.mcpApp.resourceTitle)}</title>`,
    `<style>${style}</style>`,
    '</head>',
    '<body>',
    `<main id="app" aria-busy="true"><p class="muted">${escapeHtml(t.mcpApp.waiting)}</p></main>`,
    `<script type="application/json" id="app-words">${jsonForScript({ optimizer: t.optimizerScript, app: t.mcpApp })}</script>`,
    `<script type="module">${script}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Writes the optimizer app into the build's output when the optimizer is on. */
export default function mcpApp({ enabled, ...options }: AppDocumentOptions & { enabled: boolean }): AstroIntegration {
  let root = '';
  return {
    name: 'mcp-app',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (!enabled) return;
        const html = await optimizerAppHtml(root, options);
        const file = new URL(`.${OPTIMIZER_APP_FILE}`, dir);
        await mkdir(new URL('.', file), { recursive: true });
        await writeFile(file, html);
        logger.info(`${OPTIMIZER_APP_FILE}: ${(Buffer.byteLength(html) / 1000).toFixed(0)} KB`);
      },
    },
  };
}
