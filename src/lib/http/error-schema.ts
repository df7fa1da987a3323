import * as z from '../schema/z.ts';

/** The one error shape of every API on this site. */
export const ErrorBodySchema = z.meta(
  z.object({
    error: z.object({
      code: z.describe(z.string(), 'Stable, machine-readable code, e.g. invalid_request, unknown_tickers, upstream_unreachable'),
      message: z.describe(z.string(), 'What went wrong, for people'),
      details: z.describe(z.optional(z.unknown()), 'Structured detail where useful: validation issues, unknown tickers, overlap counts'),
    }),
  }),
  { id: 'Error', title: 'Error' },
);
