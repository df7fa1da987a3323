import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { draftFromGitHub } from '../../../scripts/lib/init/from-github.ts';
import { draftFromResume } from '../../../scripts/lib/init/from-resume.ts';
import { mergeDrafts, ownerInput, type SiteSettings } from '../../../scripts/lib/init/merge.ts';
import { parseResume } from '../../../scripts/lib/init/resume-schema.ts';
import { unreadParts } from '../../../scripts/lib/init/unread-parts.ts';
import { initWords } from '../../../scripts/lib/init/words.ts';
import { parseOwnerContent } from '../../../src/lib/owner/schema.ts';
import { jsonResume } from '../../../src/capabilities/resume/core/json-resume.ts';
import { resumeText } from '../../../src/capabilities/resume/core/resume-text.ts';
import { dictionaryFor } from '../../../src/data/dictionaries.ts';
import { jsonResumeErrors } from '../../support/json-resume.ts';
import { luciaGitHub } from '../../support/init-sources.ts';

const FILE = 'tests/fixtures/resume/jsonresume-sample/sample.resume.json';
const json = JSON.parse(readFileSync(new URL(`../../../${FILE}`, import.meta.url), 'utf8')) as Record<string, unknown[]>;
const SECTIONS = ['work', 'volunteer', 'education', 'awards', 'publications', 'skills', 'languages', 'interests', 'references', 'projects'];

describe("JSON Resume's own sample résumé through init", () => {
  const { resume } = parseResume(JSON.stringify(json), FILE);
  const reading = draftFromResume(resume, 'en');
  const words = initWords('en');
  const draft = mergeDrafts(draftFromGitHub(luciaGitHub(), words), reading.draft);
  const settings: SiteSettings = {
    url: 'https://site.example',
    language: 'en',
    features: { developers: true, optimizer: false, writing: true },
    contentSignals: { search: 'yes', 'ai-input': 'yes', 'ai-train': 'no' },
    developerResources: [],
    translations: {},
  };
  const owner = parseOwnerContent(ownerInput(draft, { login: 'richard', profileUrl: 'https://github.com/richard' }, settings, words).input);

  it('reads every section the sample fills in, and says so', () => {
    for (const section of SECTIONS) expect(json[section]?.length, section).toBeGreaterThan(0);
    expect(reading.sections).toEqual(expect.arrayContaining(['basics', ...SECTIONS.filter((section) => section !== 'skills'), 'skills']));
  });

  it('keeps every entry of every section in the owner content, project highlights and roles included', () => {
    expect(owner.work).toHaveLength(json.work!.length);
    expect(owner.volunteer.map((v) => v.organization)).toEqual(json.volunteer!.map((v) => (v as { organization: string }).organization));
    expect(owner.awards.map((a) => a.title)).toEqual(json.awards!.map((a) => (a as { title: string }).title));
    expect(owner.publications.map((p) => p.name)).toEqual(json.publications!.map((p) => (p as { name: string }).name));
    expect(owner.interests.map((i) => i.name)).toEqual(json.interests!.map((i) => (i as { name: string }).name));
    expect(owner.references.entries.map((r) => r.name)).toEqual(json.references!.map((r) => (r as { name: string }).name));
    const sampleProject = json.projects![0] as { name: string; highlights: string[]; roles: string[] };
    const project = owner.projects.find((p) => p.name === sampleProject.name)!;
    expect(project.highlights).toEqual(sampleProject.highlights);
    expect(project.roles).toEqual(sampleProject.roles);
  });

  it('keeps the references private until the owner makes them public', () => {
    expect(owner.references.public).toBe(false);
    expect(jsonResume(owner, 'https://site.example').references).toEqual([]);
    const shown = jsonResume({ ...owner, references: { ...owner.references, public: true } }, 'https://site.example');
    expect(shown.references.map((r) => r.name)).toEqual(owner.references.entries.map((r) => r.name));
  });

  it('names only fields outside what the site shows as unread: no whole section', () => {
    const unread = unreadParts(json);
    for (const section of SECTIONS) expect(unread).not.toContain(section);
    expect(unread).toEqual(expect.arrayContaining(['basics.phone', 'education[].score', 'skills[].level']));
  });

  it('comes out as a valid JSON Resume with every section, and in get_resume’s text', () => {
    const out = jsonResume(owner, 'https://site.example');
    expect(jsonResumeErrors(out)).toEqual([]);
    for (const section of [
      'work',
      'volunteer',
      'education',
      'awards',
      'publications',
      'skills',
      'languages',
      'interests',
      'projects',
    ] as const) {
      expect(out[section].length, section).toBeGreaterThan(0);
    }
    const text = resumeText(out, 'en', dictionaryFor('en').resume);
    for (const heading of ['volunteer', 'awards', 'publications', 'interests'] as const) {
      expect(text).toContain(`## ${dictionaryFor('en').resume[heading]}`);
    }
  });
});
