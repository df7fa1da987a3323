import { formatResumeDate } from '../../../lib/i18n/format.ts';
import type { ResumeWords } from '../words/en.ts';
import { markdownAutolink as link, markdownText as md } from '../../../lib/markdown/escape.ts';
import { periodOf } from '../../../lib/i18n/period.ts';
import { periodText } from './period-text.ts';
import type { JsonResume } from './schema.ts';
import { studyLabel } from './study-label.ts';

type Words = ResumeWords['resume'];

const joined = (parts: (string | undefined)[], separator = ', ') => parts.filter(Boolean).join(separator);
const inParentheses = (text: string) => (text ? ` (${text})` : '');

function section(title: string, lines: string[]): string[] {
  return lines.length ? ['', `## ${title}`, ...lines] : [];
}

/** The résumé as short Markdown for people and models: owner text escaped, dates in the owner's locale. */
export function resumeText(resume: JsonResume, locale: string, words: Words): string {
  const { basics } = resume;
  const dates = (entry: { startDate?: string; endDate?: string }, current = false) =>
    inParentheses(periodText(periodOf(entry, locale, { current }), words.present));
  return [
    `# ${md(basics.name)}`,
    md(basics.label),
    md(basics.location.region),
    ...(basics.email ? [`${words.email}: ${md(basics.email)}`] : []),
    ...basics.profiles.map((p) => `- ${md(p.network)}: ${link(p.url)}`),
    ...section(
      words.work,
      resume.work.flatMap((w) => [
        `- ${md(w.position)}, ${md(w.name)}${w.location ? `, ${md(w.location)}` : ''}${dates(w, true)}${w.summary ? `: ${md(w.summary)}` : ''}`,
        ...w.highlights.map((h) => `  - ${md(h)}`),
      ]),
    ),
    ...section(
      words.education,
      resume.education.map((e) => {
        const study = studyLabel(words.studyIn, e.studyType, e.area);
        return `- ${joined([study && md(study), md(e.institution)])}${dates(e)}`;
      }),
    ),
    ...section(words.skills, resume.skills.length ? [resume.skills.map((s) => md(s.name)).join(', ')] : []),
    ...section(
      words.languages,
      resume.languages.map((l) => `- ${md(l.language)}${l.fluency ? `: ${md(l.fluency)}` : ''}`),
    ),
    ...section(
      words.certificates,
      resume.certificates.map((c) => {
        const issued = joined([c.issuer && md(words.issuedBy(c.issuer)), c.date && formatResumeDate(c.date, locale)]);
        return `- ${md(c.name)}${inParentheses(issued)}${c.url ? ` ${link(c.url)}` : ''}`;
      }),
    ),
    ...section(
      words.volunteer,
      resume.volunteer.flatMap((v) => [
        `- ${md(v.position)}, ${md(v.organization)}${dates(v)}${v.summary ? `: ${md(v.summary)}` : ''}`,
        ...v.highlights.map((h) => `  - ${md(h)}`),
      ]),
    ),
    ...section(
      words.awards,
      resume.awards.map((a) => {
        const given = joined([a.awarder && md(words.awardedBy(a.awarder)), a.date && formatResumeDate(a.date, locale)]);
        return `- ${md(a.title)}${inParentheses(given)}${a.summary ? `: ${md(a.summary)}` : ''}`;
      }),
    ),
    ...section(
      words.publications,
      resume.publications.map((p) => {
        const published = joined([
          p.publisher && md(words.publishedBy(p.publisher)),
          p.releaseDate && formatResumeDate(p.releaseDate, locale),
        ]);
        return `- ${md(p.name)}${inParentheses(published)}${p.url ? ` ${link(p.url)}` : ''}`;
      }),
    ),
    ...section(
      words.projects,
      resume.projects.flatMap((p) => [
        `- ${md(p.name)}${p.roles.length ? ` (${p.roles.map(md).join(', ')})` : ''}: ${md(p.description)}${p.url ? ` ${link(p.url)}` : ''}`,
        ...p.highlights.map((h) => `  - ${md(h)}`),
      ]),
    ),
    ...section(
      words.interests,
      resume.interests.map((i) => `- ${md(i.name)}${i.keywords.length ? `: ${i.keywords.map(md).join(', ')}` : ''}`),
    ),
    ...section(
      words.references,
      resume.references.map((r) => `- ${md(r.name)}: ${md(r.reference)}`),
    ),
    '',
    `JSON Resume: ${link(resume.meta.canonical)}`,
  ].join('\n');
}
