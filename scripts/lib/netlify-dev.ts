import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NetlifyDev } from '@netlify/dev';
import { listWhileWriting } from './blobs-server-list.ts';

type Options = ConstructorParameters<typeof NetlifyDev>[0];

/**
 * Netlify's own local emulation of this project, offline. Blobs is on: the functions share
 * their cache through it as they do on Netlify (stored under .netlify/blobs-serve/, so it
 * outlives a restart). The platform features the site does not use (database, images,
 * geolocation, AI gateway, linked-site variables) are off.
 */
export async function startNetlifyDev(options: Partial<Options> = {}): Promise<NetlifyDev> {
  const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
  // The emulation runs a rebuilt copy of each function from .netlify/functions-serve/, where
  // no dist/ is beside it: the MCP function reads the built twins from here instead.
  process.env.SITE_FILES_DIR ??= join(projectRoot, 'dist');
  listWhileWriting();
  const netlify = new NetlifyDev({
    projectRoot,
    blobs: { enabled: true },
    database: { enabled: false },
    images: { enabled: false },
    geolocation: { enabled: false },
    aiGateway: { enabled: false },
    environmentVariables: { enabled: false },
    ...options,
  });
  await netlify.start();
  return netlify;
}
