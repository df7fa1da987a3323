import { fileURLToPath } from 'node:url';
import { NetlifyDev } from '@netlify/dev';

type Options = ConstructorParameters<typeof NetlifyDev>[0];

/**
 * Netlify's own local emulation of this project, offline. Blobs is on: the functions share
 * their cache through it as they do on Netlify (stored under .netlify/blobs-serve/, so it
 * outlives a restart). The platform features the site does not use (database, images,
 * geolocation, AI gateway, linked-site variables) are off.
 */
export async function startNetlifyDev(options: Partial<Options> = {}): Promise<NetlifyDev> {
  const netlify = new NetlifyDev({
    projectRoot: fileURLToPath(new URL('../..', import.meta.url)),
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
