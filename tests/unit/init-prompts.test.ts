import { describe, expect, it } from 'vitest';
import { type Ask, confirm, confirmValues } from '../../scripts/lib/init/prompts.ts';

/** An `ask` that answers from a script and records the questions. */
function scripted(answers: string[]) {
  const questions: string[] = [];
  const ask: Ask = async (question) => {
    questions.push(question);
    return answers.shift() ?? '';
  };
  return { ask, questions };
}

const proposal = { name: 'Ana', headline: 'Backend', language: 'en', siteUrl: 'https://ana.netlify.app' };
const checks = {
  language: (tag: string) => {
    if (tag !== 'es') throw new Error(`"${tag}" is not shipped`);
    return tag;
  },
  siteUrl: (url: string) => url,
};

describe('confirmValues', () => {
  it('keeps every proposal on Enter, showing it in the question', async () => {
    const { ask, questions } = scripted([]);
    expect(await confirmValues(ask, proposal, checks)).toEqual(proposal);
    expect(questions).toEqual([
      'Name [Ana]: ',
      'Headline [Backend]: ',
      'Site language (BCP 47) [en]: ',
      'Site URL [https://ana.netlify.app]: ',
    ]);
  });

  it('takes typed answers, and asks again after one the check refuses', async () => {
    const { ask, questions } = scripted(['  Ana Gómez ', '', 'xx', '', 'es', 'https://ana.example']);
    expect(await confirmValues(ask, proposal, checks)).toEqual({
      ...proposal,
      name: 'Ana Gómez',
      language: 'es',
      siteUrl: 'https://ana.example',
    });
    expect(questions.filter((q) => q.startsWith('Site language'))).toHaveLength(2);
    expect(questions.some((q) => q.includes('"xx" is not shipped'))).toBe(true);
  });
});

describe('confirm', () => {
  it.each([
    ['y', true],
    ['yes', true],
    ['sí', true],
    ['', false],
    ['n', false],
    ['whatever', false],
  ])('%j -> %s', async (answer, expected) => {
    expect(await confirm(scripted([answer]).ask, 'Replace it?')).toBe(expected);
  });
});
