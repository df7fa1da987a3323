import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerIndependentTests } from '../../scripts/ci/owner-independent-tests.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

/** A repository laid out with the given files (path: source). */
function repository(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'owner-independent-'));
  for (const [path, source] of Object.entries({ 'tests/unit/.keep': '', 'tests/integration/.keep': '', ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

describe('ownerIndependentTests (what CI’s fork run leaves to the main run)', () => {
  let root: string;
  beforeAll(() => {
    root = repository({
      'src/lib/pure.ts': 'export const pure = 1;\n',
      'src/lib/reads-owner.ts': "import { owner } from '../data/owner.ts';\nexport const name = owner;\n",
      'src/data/owner.ts': 'export const owner = {};\n',
      'src/data/dictionaries.ts': 'export const dictionaryFor = () => ({});\n',
      'src/data/editions.ts': "import { owner } from './owner.ts';\nexport const editions = [owner];\n",
      'tests/unit/words.test.ts': "import { dictionaryFor } from '../../src/data/dictionaries.ts';\n",
      'tests/unit/imports-editions.test.ts': "import { editions } from '../../src/data/editions.ts';\n",
      'scripts/runs-owner.ts': "import '../src/lib/reads-owner.ts';\n",
      'tests/unit/pure.test.ts': "import { pure } from '../../src/lib/pure.ts';\n",
      'tests/unit/commented.test.ts': "// Reads nothing of src/data/owner.ts or dist/.\nimport { pure } from '../../src/lib/pure.ts';\n",
      'tests/unit/imports-owner.test.ts': "import { name } from '../../src/lib/reads-owner.ts';\n",
      'tests/unit/reads-build.test.ts': "import { readFileSync } from 'node:fs';\nreadFileSync('dist/index.html');\n",
      'tests/integration/spawns-owner.test.ts': "spawn(process.execPath, ['scripts/runs-owner.ts']);\n",
      'tests/integration/package-path.test.ts': "import Ajv from 'ajv/dist/2020.js';\n",
      'tests/e2e/pure.test.ts': "import { pure } from '../../src/lib/pure.ts';\n",
    });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('keeps a unit or integration test that imports nothing of the owner’s, whatever its comments or package paths say', () => {
    expect(ownerIndependentTests(root).sort()).toEqual([
      'tests/integration/package-path.test.ts',
      'tests/unit/commented.test.ts',
      'tests/unit/pure.test.ts',
      // The dictionaries are the template's words, whatever the owner.
      'tests/unit/words.test.ts',
    ]);
  });

  it('never lists a test that reaches the owner through imports, a script it runs, or a path it reads, nor an end-to-end one', () => {
    const listed = ownerIndependentTests(root);
    for (const file of [
      'tests/unit/imports-owner.test.ts',
      'tests/unit/imports-editions.test.ts',
      'tests/integration/spawns-owner.test.ts',
      'tests/unit/reads-build.test.ts',
      'tests/e2e/pure.test.ts',
    ])
      expect(listed).not.toContain(file);
  });

  it('in this repository, lists no test that imports the owner’s data', () => {
    const listed = ownerIndependentTests(REPO);
    expect(listed.length).toBeGreaterThan(0);
    for (const file of [
      'tests/unit/mcp-tools.test.ts',
      'tests/integration/offline-build.test.ts',
      'tests/integration/home-snapshot.test.ts',
    ])
      expect(listed).not.toContain(file);
  });
});
