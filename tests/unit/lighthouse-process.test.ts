import { describe, expect, it } from 'vitest';
import { startLighthouseProcess } from '../../scripts/lib/lighthouse-process.ts';

describe('Lighthouse in a process of its own', () => {
  it('fails every request at once when the process has ended, instead of leaving it to a timeout', async () => {
    const lighthouse = startLighthouseProcess();
    lighthouse.stop();
    const during = lighthouse.run('http://127.0.0.1:9/', 9);
    await expect(during).rejects.toThrow(/Lighthouse process/);
    const after = lighthouse.run('http://127.0.0.1:9/', 9);
    await expect(after).rejects.toThrow(/Lighthouse process/);
  });
});
