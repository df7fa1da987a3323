import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const WORKFLOWS = join(root, '.github/workflows');
const require = createRequire(import.meta.url);
// action-validator checks a file against GitHub's workflow schema and exits 1 on any error.
const ACTION_VALIDATOR = require.resolve('@action-validator/cli/cli.mjs');

function validate(file: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [ACTION_VALIDATOR, file], { cwd: root }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

const workflows = (await readdir(WORKFLOWS)).filter((name) => /\.ya?ml$/.test(name));

/** The commands of a workflow's one-line `run:` steps. */
const runCommands = (yaml: string) => [...yaml.matchAll(/^\s*(?:-\s+)?run:\s*([^|>\s].*?)\s*$/gm)].map((match) => match[1]);

describe('GitHub Actions workflows', () => {
  let scratch: string | undefined;
  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('has at least the CI workflow', () => {
    expect(workflows).toContain('ci.yml');
  });

  it.each(workflows)('%s is valid for action-validator', async (name) => {
    const { code, output } = await validate(join(WORKFLOWS, name));
    expect(code, output).toBe(0);
  });

  it('action-validator rejects a broken workflow (a copy of ci.yml with a misspelt key)', async () => {
    scratch = await mkdtemp(join(tmpdir(), 'workflow-test-'));
    const ci = await readFile(join(WORKFLOWS, 'ci.yml'), 'utf8');
    expect(ci).toContain('runs-on:');
    const broken = join(scratch, 'ci.yml');
    await writeFile(broken, ci.replace('runs-on:', 'runs-onn:'));
    const { code, output } = await validate(broken);
    expect(code).toBe(1);
    expect(output).toContain("Additional property 'runs-onn' is not allowed");
  });

  it('CI runs the test command of .ci/run (npm test)', async () => {
    const ciRun = await readFile(join(root, '.ci/run'), 'utf8');
    const testSteps = ciRun.split('\n').filter((line) => /^npm (?:test|run test)\b/.test(line.trim()));
    expect(testSteps).toEqual(['npm test']);
    const ci = await readFile(join(WORKFLOWS, 'ci.yml'), 'utf8');
    expect(runCommands(ci)).toContain(testSteps[0]);
  });
});
