// The résumé PDF (/resume.pdf) as the build sets it: its size and page count, and the time to set
// it, for the example owner and for a long résumé (30 positions of five highlights each, every
// section filled), against the budget (300 KB). `npm run bench` runs it; alone:
// `node bench/resume-pdf.ts`. Needs no build.
import { resumePdf } from '../../src/capabilities/resume/resume-pdf.ts';
import { editionsOf } from '../../src/data/edition.ts';
import { interFonts } from '../../src/lib/fonts/inter.ts';
import { type OwnerContent, parseOwnerContent } from '../../src/lib/owner/schema.ts';
import { exampleOwnerInput } from '../../tests/fixtures/owners/example.ts';

const BUDGET_BYTES = 300 * 1024;
const RUNS = 5;

const sentence = (n: number) =>
  `Led the ${n}th rewrite of a payment service in Go and Rust, cutting p99 latency by ${n} % for 2 million users.`;
const long = parseOwnerContent({
  ...exampleOwnerInput,
  work: Array.from({ length: 30 }, (_, n) => ({
    name: `Company ${n} Ltda.`,
    position: `Senior engineer ${n}`,
    location: 'Córdoba, Argentina',
    startDate: '2010-01',
    endDate: '2011-02',
    summary: sentence(n),
    highlights: Array.from({ length: 5 }, (_, h) => sentence(n * 10 + h)),
  })),
  certificates: Array.from({ length: 10 }, (_, n) => ({ name: `Certificate ${n}`, issuer: 'CNCF', date: '2024-05' })),
  awards: Array.from({ length: 5 }, (_, n) => ({ title: `Award ${n}`, awarder: 'Jury', date: '2022-11', summary: sentence(n) })),
});

async function measure(label: string, owner: OwnerContent) {
  const [edition] = editionsOf({ owner, capabilityContent: {}, translatedWriteups: {} });
  const { t, locale, language } = edition!;
  const fonts = await interFonts();
  const times: number[] = [];
  let bytes = new Uint8Array();
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    ({ bytes } = await resumePdf({ owner, words: t.resume, locale, language, home: 'https://owner.example/' }, fonts));
    times.push(performance.now() - started);
  }
  const first = times[0] as number;
  const pages =
    Buffer.from(bytes)
      .toString('latin1')
      .match(/\/Type \/Page\b/g)?.length ?? 0;
  const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)] as number;
  return {
    résumé: label,
    pages,
    'size (KB)': (bytes.length / 1024).toFixed(1),
    'budget (KB)': BUDGET_BYTES / 1024,
    'first (ms)': Math.round(first),
    'median (ms)': Math.round(median),
    over: bytes.length > BUDGET_BYTES,
  };
}

const rows = [await measure('example owner', parseOwnerContent(exampleOwnerInput)), await measure('30 positions, every section', long)];
console.table(rows);
process.exitCode = rows.some((row) => row.over) ? 1 : 0;
