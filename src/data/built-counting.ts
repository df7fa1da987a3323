// What the build says of counting readers (src/integrations/reader-counting.ts writes it): the edge
// functions, the functions and the local emulation import this one file, so counting is on or
// off alike everywhere.
import counting from '../../build/counting.json' with { type: 'json' };

/** Whether the site counts its readers: STATS_TOKEN was set where it was built. */
export const countingOn: boolean = counting.on;

/** Every path the site serves that a count may name (pages, twins, documents, the APIs'); the Markdown negotiation's list of twins too. */
export const servedPaths: ReadonlySet<string> = new Set(counting.paths);
