import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { WEBMCP_BUNDLE } from '../client/webmcp/loader.ts';
import type { WebMcpTool } from '../lib/webmcp/tools.ts';

const ENTRY = fileURLToPath(new URL('../client/webmcp/register.ts', import.meta.url));

/** The registration script, its tool lists built in: one small file, fetched only by browsers with WebMCP. */
async function bundle(tools: Record<string, WebMcpTool[]>): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    minify: true,
    define: { __WEBMCP_TOOLS__: JSON.stringify(tools) },
    logLevel: 'warning',
  });
  return result.outputFiles[0]!.text;
}

/** Writes /webmcp.js after the build, every language's tools in it, and serves it under `astro dev`. */
export default function webMcp({ tools }: { tools: Record<string, WebMcpTool[]> }): AstroIntegration {
  const count = Object.values(tools)[0]?.length ?? 0;
  return {
    name: 'webmcp',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(async (req, res, next) => {
          if (req.url?.split('?')[0] !== WEBMCP_BUNDLE) return next();
          res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
          res.end(await bundle(tools));
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const code = await bundle(tools);
        await writeFile(new URL(WEBMCP_BUNDLE.slice(1), dir), code);
        const languages = Object.keys(tools).length;
        logger.info(
          `wrote ${WEBMCP_BUNDLE} (${(code.length / 1024).toFixed(1)} KB, ${count} tools${languages > 1 ? ` in ${languages} languages` : ''})`,
        );
      },
    },
  };
}
