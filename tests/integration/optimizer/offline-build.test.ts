import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { optimizer } from '../../../src/capabilities/optimizer/index.ts';
import { owner } from '../../../src/data/owner.ts';
import { offlineBuild } from '../../support/offline-build.ts';

const build = offlineBuild('offline-build-optimizer');
const on = optimizer.isOn(owner);

describe('the optimizer in the build with every upstream unreachable', () => {
  it('tried data912 for its ticker list, found it closed, and said so, while the optimizer is on', () => {
    const tickers = '[optimizer] no build-time ticker list: The market-data provider (data912) could not be reached.';
    expect(build.output.includes(tickers)).toBe(on);
  });

  it.runIf(on)('renders the optimizer with its built-in tickers', async () => {
    expect(await readFile(join(build.outDir, 'optimizer.html'), 'utf8')).toContain('<option value="TGSU2" label="stocks">');
  });
});
