import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { InitError } from './errors.ts';

export const USAGE =
  'Usage: npm run init -- --github USER [--resume FILE] [--languages TAGS] [--site-url URL] [--yes]\n' +
  '  --github USER     your GitHub user name (required)\n' +
  '  --resume FILE     a JSON Resume file (jsonresume.org); it wins where it and GitHub both say something\n' +
  '  --languages TAGS  the languages the site speaks, BCP 47 tags such as es,en: the first is the default, in\n' +
  '                    which your texts are written; each other one starts with them untranslated (default: en)\n' +
  '  --language TAG    the default language only: further languages the owner file has are kept\n' +
  "  --site-url URL   the site's production address (default: a placeholder to set later)\n" +
  '  --yes            ask nothing; replace src/content/owner.ts even if you edited it\n' +
  '  --root DIR       the project to write into (default: the current directory)';

export interface InitOptions {
  github: string;
  resume?: string;
  language?: string;
  /** The site's further languages (`--languages es,en` -> ["en"]): undefined when not given. */
  moreLanguages?: string[];
  siteUrl?: string;
  yes: boolean;
  root: string;
}

/** The command line -> options; `undefined` when help was asked for. */
export function parseInitArgs(argv: string[], cwd: string): InitOptions | undefined {
  let values: ReturnType<typeof parse>['values'];
  try {
    ({ values } = parse(argv));
  } catch (error) {
    throw new InitError(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) return undefined;
  if (!values.github) throw new InitError(`--github USER is required.\n${USAGE}`);
  if (values.language !== undefined && values.languages !== undefined) {
    throw new InitError(`--language and --languages both name the site's language: give one.\n${USAGE}`);
  }
  const languages = values.languages?.split(',').map((tag) => tag.trim());
  if (languages?.some((tag) => !tag)) throw new InitError(`--languages "${values.languages}" has an empty tag.\n${USAGE}`);
  return {
    github: values.github,
    resume: values.resume,
    language: languages?.[0] ?? values.language,
    ...(languages ? { moreLanguages: languages.slice(1) } : {}),
    siteUrl: values['site-url'],
    yes: values.yes ?? false,
    root: resolve(cwd, values.root ?? '.'),
  };
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      github: { type: 'string' },
      resume: { type: 'string' },
      language: { type: 'string' },
      languages: { type: 'string' },
      'site-url': { type: 'string' },
      yes: { type: 'boolean', short: 'y' },
      root: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
