import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anchorsOf, brokenLinks, githubSlug, linkedPaths } from '../support/doc-links.ts';
import { takenOutPaths } from '../../scripts/lib/take-out.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const docs = readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.md'))
  .map((name) => join('docs', name));
const documents = ['README.md', 'CONTRIBUTING.md', 'CHANGELOG.md', ...docs];
const read = (file: string) => readFileSync(join(root, file), 'utf8');
/** Each optional capability's README and the paths taking it out deletes (its README's list). */
const takeOuts = readdirSync(join(root, 'src/capabilities'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => join('src/capabilities', entry.name, 'README.md'))
  .filter((readme) => existsSync(join(root, readme)))
  .map((readme) => ({ readme, paths: takenOutPaths(read(readme)) }))
  .filter(({ paths }) => paths.length > 0);
/** The front door stays a front door: the reference lives in docs/. */
const README_MAX_BYTES = 12 * 1024;

describe("the project's own documentation", () => {
  it.each(documents)('%s: every relative link names a file, and a heading where it has an anchor', (file) => {
    expect(brokenLinks(join(root, file), read(file))).toEqual([]);
  });

  // A fork that takes a capability out keeps these documents: a link into what it deleted would break.
  it.each([...documents, ...takeOuts.map(({ readme }) => readme)])(
    '%s: links nothing that taking a capability out deletes, but its own README',
    (file) => {
      const linked = linkedPaths(join(root, file), read(file));
      const intoTakenOut = takeOuts
        .filter(({ readme }) => readme !== file)
        .flatMap(({ paths }) => paths)
        .filter((path) => linked.some((target) => target === join(root, path) || target.startsWith(`${join(root, path)}/`)));
      expect(intoTakenOut).toEqual([]);
    },
  );

  it(`README.md is at most ${README_MAX_BYTES} bytes and opens with the two commands a newcomer needs`, () => {
    const readme = read('README.md');
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(README_MAX_BYTES);
    const firstBlock = readme.match(/```sh\n([\s\S]*?)```/)?.[1] ?? '';
    expect(firstBlock).toMatch(/^npm install && npm start\b/m);
    expect(firstBlock).toMatch(/^npm test\b/m);
  });

  it('the README links every page of docs/', () => {
    const readme = read('README.md');
    for (const page of docs) expect(readme, page).toContain(`(${page})`);
  });
});

describe('brokenLinks', () => {
  const file = join(root, 'README.md');

  it('reports a missing file, a missing heading, and an anchor into a folder', () => {
    const markdown = [
      '# Title',
      '[gone](docs/no-such-page.md)',
      '[no heading](docs/testing.md#no-such-heading)',
      '[folder anchor](docs/#x)',
      '[self](#missing-here)',
      '<img src="docs/images/none.png">',
    ].join('\n\n');
    expect(brokenLinks(file, markdown)).toEqual([
      'docs/no-such-page.md: no such file',
      'docs/testing.md#no-such-heading: no heading #no-such-heading',
      'docs/#x: an anchor into something that is not Markdown',
      '#missing-here: no heading #missing-here',
      'docs/images/none.png: no such file',
    ]);
  });

  it('accepts files, folders, headings of the same file, and leaves absolute URLs alone', () => {
    const markdown = [
      '# A title, with punctuation',
      '[file](LICENSE) [folder](docs/) [self](#a-title-with-punctuation)',
      '[web](https://example.com/missing) [mail](mailto:a@example.com) [proto](//example.com/x)',
      '[ref][r]',
      '[r]: docs/testing.md#the-tiers',
    ].join('\n\n');
    expect(brokenLinks(file, markdown)).toEqual([]);
  });
});

describe('anchorsOf and githubSlug', () => {
  it("make GitHub's anchors: letters of any script kept, punctuation dropped, repeats numbered", () => {
    expect(githubSlug('The résumé')).toBe('the-résumé');
    expect(githubSlug('`npm run init`: make it yours')).toBe('npm-run-init-make-it-yours');
    expect([...anchorsOf('# Set-up\n\n## Set-up\n\n## Deploy to Netlify')]).toEqual(['set-up', 'set-up-1', 'deploy-to-netlify']);
  });
});
