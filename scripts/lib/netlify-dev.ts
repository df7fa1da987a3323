import { fileURLToPath } from 'node:url';
import { NetlifyDev } from '@netlify/dev';

type Options = ConstructorParameters<typeof NetlifyDev>[0];

/**
 * Netlify's own local emulation of this project, offline: the platform features the site does
 * not use (Blobs, database, images, geolocation, AI gateway, linked-site variables) are off.
 */
export async function startNetlifyDev(options: Partial<Options> = {}): Promise<NetlifyDev> {
  const netlify = new NetlifyDev({
    projectRoot: fileURLToPath(new URL('../..', import.meta.url)),
    blobs: { enabled: false },
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
