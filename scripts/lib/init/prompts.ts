/** The questions init asks in a terminal. `ask` is readline's question(); tests pass their own. */
import { clip, LIMITS } from './text.ts';

export type Ask = (question: string) => Promise<string>;

export interface Answers {
  name: string;
  headline: string;
  language: string;
  siteUrl: string;
}

/** Asks until `check` accepts the answer (an empty answer keeps `current`); `check` returns the value or throws a message. */
async function askValue(ask: Ask, label: string, current: string, check: (answer: string) => string): Promise<string> {
  for (;;) {
    const answer = (await ask(`${label} [${current}]: `)).trim();
    if (answer === '') return current;
    try {
      return check(answer);
    } catch (error) {
      await ask(`  ${(error as Error).message} (press Enter) `);
    }
  }
}

/** Confirms the values a person most wants to get right; Enter keeps each proposal. */
export async function confirmValues(
  ask: Ask,
  proposal: Answers,
  checks: { language: (tag: string) => string; siteUrl: (url: string) => string },
): Promise<Answers> {
  return {
    name: await askValue(ask, 'Name', proposal.name, (answer) => clip(answer, LIMITS.name)),
    headline: await askValue(ask, 'Headline', proposal.headline, (answer) => clip(answer, LIMITS.headline)),
    language: await askValue(ask, 'Site language (BCP 47)', proposal.language, checks.language),
    siteUrl: await askValue(ask, 'Site URL', proposal.siteUrl, checks.siteUrl),
  };
}

/** Yes only for an explicit yes. */
export async function confirm(ask: Ask, question: string): Promise<boolean> {
  return /^(y|yes|s|si|sí)$/i.test((await ask(`${question} [y/N]: `)).trim());
}
