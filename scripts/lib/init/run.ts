/** `npm run init`: gathers, proposes, validates, then writes. Nothing is written unless every step before succeeded. */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { GitHubClient } from '../../../src/lib/github/client.ts';
import { type OwnerContent, OwnerContentError, ProfileSchema, parseOwnerContent, SiteSchema } from '../../../src/lib/owner/schema.ts';
import type * as z from '../../../src/lib/schema/z.ts';
import type { InitOptions } from './args.ts';
import { InitError, gitHubFailure } from './errors.ts';
import { formatWithBiome } from './format.ts';
import { draftFromGitHub } from './from-github.ts';
import { draftFromResume } from './from-resume.ts';
import { fetchGitHubData, type GitHubData } from './github-data.ts';
import { mergeDrafts, type OwnerProposal, ownerInput, type SiteSettings } from './merge.ts';
import { hasOwnPosts, OWNER_FILE, readExistingOwner, writeOwnerFile } from './project-files.ts';
import { type Ask, confirm, confirmValues } from './prompts.ts';
import { renderOwnerModule } from './render.ts';
import { parseResume, type Resume } from './resume-schema.ts';
import { unbuiltLinks } from './unbuilt-links.ts';
import { unreadParts } from './unread-parts.ts';
import { summaryLines } from './summary.ts';
import { defined } from './text.ts';
import { initWords } from './words.ts';
import { featureDefaults } from '../../../src/capabilities/list.ts';

export interface InitIO {
  env: Record<string, string | undefined>;
  cwd: string;
  log: (line: string) => void;
  now: () => Date;
  /** Present only when a person can answer (stdin is a terminal and --yes was not given). */
  ask?: Ask;
}

const DEFAULT_API = 'https://api.github.com';

/** A valid value of `schema`, or an InitError naming what was wrong: `--language "xx" has no interface dictionary…`. */
function checked<T extends z.ZodMiniType>(schema: T, value: string, what: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new InitError(`${what} "${value}" ${result.error.issues[0]?.message ?? 'is not valid'}.`);
  return result.data;
}

const languageCheck = (what: string) => (tag: string) => checked(SiteSchema.shape.language, tag, what);
const siteUrlCheck = (what: string) => (url: string) => checked(SiteSchema.shape.url, url, what);

/** `--languages`' tags after the first (`first`, already checked), checked and written canonically; none twice, none the default. */
function furtherLanguages(first: string, more: string[]): string[] {
  const seen = new Set([first]);
  return more.map((tag) => {
    const canonical = languageCheck('--languages')(tag);
    if (seen.has(canonical)) throw new InitError(`--languages names "${canonical}" twice.`);
    seen.add(canonical);
    return canonical;
  });
}

const FILE_PROBLEMS: Record<string, string> = {
  ENOENT: 'there is no such file',
  EACCES: 'permission denied',
  EISDIR: 'it is a folder',
};

/** The résumé, where it holds what init does not read, and which of its older field names were read as today's. */
async function readResume(file: string, cwd: string): Promise<{ resume: Resume; unread: string[]; renamed: string[] }> {
  let json: string;
  try {
    json = await readFile(resolve(cwd, file), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    throw new InitError(`Cannot read the résumé ${file}: ${FILE_PROBLEMS[code] ?? (error as Error).message}.`);
  }
  const { resume, data, renamed } = parseResume(json, file);
  return { resume, unread: unreadParts(data), renamed };
}

async function readGitHub(user: string, io: InitIO): Promise<GitHubData> {
  const apiUrl = io.env.CODEHOST_API_URL || DEFAULT_API;
  const client = new GitHubClient({
    baseUrl: apiUrl,
    token: io.env.GITHUB_TOKEN || undefined,
    userAgent: 'portfolio-dev-portal-init/1.0',
    timeoutMs: 15_000,
    now: io.now,
  });
  try {
    return await fetchGitHubData(client, user);
  } catch (error) {
    throw gitHubFailure(error, apiUrl, io.now());
  }
}

interface Sources {
  gitHub: GitHubData;
  resume?: Resume;
}

/** The proposal for a language and site settings; pure given its sources, so it is remade when an answer changes the language. */
function propose(sources: Sources, site: SiteSettings, overrides: { name?: string; headline?: string } = {}) {
  const words = initWords(site.language);
  const reading = sources.resume ? draftFromResume(sources.resume, site.language) : undefined;
  const draft = { ...mergeDrafts(draftFromGitHub(sources.gitHub, words), reading?.draft), ...defined(overrides) };
  const identity = { login: sources.gitHub.profile.login, profileUrl: sources.gitHub.profile.html_url };
  const proposal: OwnerProposal = ownerInput(draft, identity, site, words);
  return { proposal, reading };
}

function validated(proposal: OwnerProposal): OwnerContent {
  try {
    return parseOwnerContent(proposal.input, 'the proposed owner content');
  } catch (error) {
    if (error instanceof OwnerContentError)
      throw new InitError(`${error.message}\nNothing was written. Please report this: init should always produce valid content.`);
    throw error;
  }
}

/** The site settings: what the command line says, else what the owner's own file had, else the defaults. */
function siteSettings(
  login: string,
  own: OwnerContent | undefined,
  given: { language?: string; moreLanguages?: string[]; siteUrl?: string },
  hasPosts: boolean,
): SiteSettings {
  const ownTranslations = own?.translations ?? {};
  return {
    url: given.siteUrl ?? own?.site.url ?? placeholderUrl(login),
    language: given.language ?? own?.site.language ?? 'en',
    // The languages given, each with the owner's translations where there were some; else the owner's own.
    translations: given.moreLanguages
      ? Object.fromEntries(given.moreLanguages.map((tag) => [tag, ownTranslations[tag] ?? {}]))
      : given.language && given.language !== own?.site.language
        ? {}
        : ownTranslations,
    // Re-running keeps the owner's own switches and resources; the example's are the example's.
    // Writing starts off where there is nothing to read yet; npm run new:post turns it on.
    features: own?.site.features ?? { ...featureDefaults(), ...('writing' in featureDefaults() ? { writing: hasPosts } : {}) },
    contentSignals: own?.site.contentSignals ?? { search: 'yes', 'ai-input': 'yes', 'ai-train': 'no' },
    ...(own?.site.accent ? { accent: own.site.accent } : {}),
    developerResources: own?.developerResources ?? [],
  };
}

const placeholderUrl = (login: string) => `https://${login.toLowerCase()}.netlify.app`;

/** In a terminal: the person confirms or changes the name, headline, language and site URL; the proposal is remade. */
async function confirmInTerminal(ask: Ask, sources: Sources, site: SiteSettings, proposal: OwnerProposal) {
  const { profile } = proposal.input;
  const answers = await confirmValues(
    ask,
    { name: profile.name, headline: profile.headline, language: site.language, siteUrl: site.url },
    { language: languageCheck('Language'), siteUrl: siteUrlCheck('Site URL') },
  );
  // A further language chosen as the default is no longer a translation.
  const { [answers.language]: _, ...translations } = site.translations;
  const confirmed = { ...site, language: answers.language, url: answers.siteUrl, translations };
  // Only what the person typed overrides: a kept placeholder follows a changed language.
  const typed = {
    name: answers.name !== profile.name ? answers.name : undefined,
    headline: answers.headline !== profile.headline ? answers.headline : undefined,
  };
  return { site: confirmed, ...propose(sources, confirmed, typed) };
}

export async function runInit(options: InitOptions, io: InitIO): Promise<void> {
  checked(ProfileSchema.shape.githubUser, options.github, '--github');
  const language =
    options.language === undefined ? undefined : languageCheck(options.moreLanguages ? '--languages' : '--language')(options.language);
  const given = {
    language,
    ...(options.moreLanguages ? { moreLanguages: furtherLanguages(language!, options.moreLanguages) } : {}),
    siteUrl: options.siteUrl === undefined ? undefined : siteUrlCheck('--site-url')(options.siteUrl),
  };

  const existing = await readExistingOwner(options.root);
  if (existing.kind === 'edited' && !options.yes && !io.ask) {
    throw new InitError(
      `${OWNER_FILE} holds your own content (example: false${existing.problem ? `; it does not load: ${existing.problem}` : ''}). ` +
        'Nothing was written. Run init in a terminal to confirm, or add --yes to replace it.',
    );
  }
  const own = existing.kind === 'edited' ? existing.content : undefined;

  const read = options.resume === undefined ? undefined : await readResume(options.resume, io.cwd);
  const sources: Sources = { gitHub: await readGitHub(options.github, io), resume: read?.resume };
  const login = sources.gitHub.profile.login;

  let site = siteSettings(login, own, given, hasOwnPosts(options.root));
  let { proposal, reading } = propose(sources, site);
  if (io.ask && !options.yes) ({ site, proposal, reading } = await confirmInTerminal(io.ask, sources, site, proposal));
  const content = validated(proposal);

  if (existing.kind === 'edited' && !options.yes) {
    const replace = await confirm(io.ask!, `${OWNER_FILE} holds your own content. Replace it?`);
    if (!replace) throw new InitError('Nothing was written.');
  }

  const origin = { gitHubUser: login, resumeFile: options.resume, date: io.now().toISOString().slice(0, 10) };
  await writeOwnerFile(options.root, formatWithBiome(renderOwnerModule(proposal.input, origin), OWNER_FILE));

  const report = {
    content,
    siteUrlIsPlaceholder: given.siteUrl === undefined && site.url === placeholderUrl(login),
    resumeSections: reading?.sections,
    resumeNotes: [
      ...(read?.renamed.length ? [`fields in JSON Resume's names from before 1.0, read as today's: ${read.renamed.join(', ')}`] : []),
      ...(reading?.notes ?? []),
      ...(read?.unread.length ? [`parts not used by the site: ${read.unread.join(', ')}`] : []),
    ],
    placeholders: proposal.placeholders,
    unbuiltLinks: unbuiltLinks(content, options.root),
  };
  for (const line of summaryLines(report)) io.log(line);
}
