import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderOwnerModule } from '../../../scripts/lib/init/render.ts';
import { dictionaryFor } from '../../../src/data/dictionaries.ts';
import { exampleOwnerInput } from '../../fixtures/owners/example.ts';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
let root: string;

/** A fork's root with an owner file whose site speaks `language`; the site's own lib to load it with. */
function forkIn(language: string): void {
  cpSync(join(REPO, 'src/lib'), join(root, 'src/lib'), { recursive: true });
  symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'), 'dir');
  mkdirSync(join(root, 'src/content'), { recursive: true });
  const input = { ...exampleOwnerInput, example: false, site: { ...exampleOwnerInput.site, language, languages: [language] } };
  writeFileSync(join(root, 'src/content/owner.ts'), renderOwnerModule(input, { gitHubUser: 'octocat', date: '2026-01-01' }));
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'new-post-test-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm run new:post in a fork', () => {
  it.each(['es', 'en'])('writes its placeholders in the language of the site (%s)', (language) => {
    forkIn(language);
    const run = spawnSync(process.execPath, [join(REPO, 'scripts/new-post.ts'), 'Primeros pasos'], { cwd: root, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const words = dictionaryFor(language).writing.newPost;
    const post = readFileSync(join(root, 'src/content/posts/primeros-pasos.md'), 'utf8');
    expect(post).toContain(`description: ${JSON.stringify(words.description('Primeros pasos'))}`);
    expect(post).toContain(`# ${words.draftNote}`);
    expect(post.trimEnd().endsWith(words.body)).toBe(true);
  });
});
