// Builds optimize_portfolio's MCP App (src/capabilities/optimizer/app/) into one self-contained HTML
// document, script and styles inline, and writes it beside the Markdown twins
// (dist/mcp-apps/), where the MCP function reads it as it reads them (src/lib/mcp/site-files.ts,
// netlify.toml included_files). Hosts load it in a sandboxed iframe with no network, so
// nothing in it may point outside it.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { escapeHtml } from '../../lib/html/escape-html.ts';
import { jsonForScript } from '../../lib/html/json-for-script.ts';
import { cspHash } from '../../lib/http/csp-hash.ts';
import { optimizerWordsIn } from './words.ts';
import { OPTIMIZER_APP_FILE } from './mcp-app.ts';
import { accentCss } from '../../lib/theme/accent.ts';

/** A CSP hash source as a policy's text quotes it: `'sha256-…'`. */
const hashSource = (text: string) => `'${cspHash(text)}'`;

const APP_SOURCES = 'src/capabilities/optimizer/app';

async function bundle(root: string, entry: string, options: { css: boolean }): Promise<string> {
  const result = await build({
    entryPoints: [join(root, APP_SOURCES, entry)],
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'warning',
    ...(options.css ? {} : { format: 'esm', platform: 'browser', target: 'es2022', legalComments: 'none' }),
  });
  return result.outputFiles[0]!.text.trim();
}

export interface AppDocumentOptions {
  language: string;
  /** The owner's accent colour (owner.site.accent), as the site uses it. */
  accent?: string;
}

/** The app's HTML: its own CSP (hashes of its one script and one style, nothing else allowed) as a second line behind the host's. */
export async function optimizerAppHtml(root: string, { language, accent }: AppDocumentOptions): Promise<string> {
  const t = optimizerWordsIn(language);
  const [script, css] = await Promise.all([bundle(root, 'main.ts', { css: false }), bundle(root, 'app.css', { css: true })]);
  const style = accent ? `${css}${accentCss(accent)}` : css;
  // An inline script ends at the first "</script": the bundle must not contain one.
  if (/<\/script/i.test(script)) throw new Error('mcp-app: the bundled script contains "</script".');
  const csp = [
    "default-src 'none'",
    `script-src ${hashSource(script)}`,
    `style-src ${hashSource(style)}`,
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

/** Writes the optimizer app into the build's output (the build registry adds it while the optimizer is on). */
export function optimizerApp(options: AppDocumentOptions): AstroIntegration {
  let root = '';
  return {
    name: 'mcp-app',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const html = await optimizerAppHtml(root, options);
        const file = new URL(`.${OPTIMIZER_APP_FILE}`, dir);
        await mkdir(new URL('.', file), { recursive: true });
        await writeFile(file, html);
        logger.info(`${OPTIMIZER_APP_FILE}: ${(Buffer.byteLength(html) / 1000).toFixed(0)} KB`);
      },
    },
  };
}
