import { z } from 'zod';

/** The one error shape of every API on this site. */
export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: z.string().describe('Stable, machine-readable code, e.g. invalid_request, unknown_tickers, upstream_unavailable'),
      message: z.string().describe('What went wrong, for people'),
      details: z.unknown().optional().describe('Structured detail where useful: validation issues, unknown tickers, overlap counts'),
    }),
  })
  .meta({ id: 'Error', title: 'Error' });
