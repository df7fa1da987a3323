import { formatResumeDate } from '../../lib/i18n/format.ts';
import type { TextStyle } from './pdf/document.ts';
import type { Flow } from './pdf/flow.ts';
import type { Piece } from './pdf/wrap.ts';
import type { OwnerContent } from '../../lib/owner/schema.ts';
import { displayUrl } from '../../lib/urls.ts';
import type { ResumeWords } from './words/en.ts';
import { periodOf } from '../../lib/i18n/period.ts';
import { periodText } from './core/period-text.ts';
import { studyLabel } from './core/study-label.ts';

/** What the résumé sheet is set from: one language's owner content and words. */
export interface ResumeSheet {
  owner: OwnerContent;
  words: ResumeWords['resume'];
  locale: string;
  /** The site's home page in this language, absolute. */
  home: string;
  /** The accent as it reads on white (#rrggbb): headings and links. */
  accent: string;
}

/** One entry of a section, as the résumé page shows it: title, a line of details, summary, highlights. */
interface Entry {
  title: string;
  link?: string | undefined;
  meta?: Piece<TextStyle>[];
  summary?: string | undefined;
  highlights?: string[];
}

const INK = '#1f2328';
const MUTED = '#59636e';
const RULE = '#d1d9e0';

/**
 * Sets the résumé on `flow`'s pages: the same sections, in the same order and words, as the
 * /resume page in this language, with the links kept.
 */
export function setResume(flow: Flow, { owner, words, locale, home, accent }: ResumeSheet) {
  const style = (size: number, font: TextStyle['font'] = 'regular', color = INK): TextStyle => ({ font, size, color });
  const body = style(9.5);
  const meta = style(9, 'regular', MUTED);
  const linked = (base: TextStyle, link: string | undefined): TextStyle => (link ? { ...base, color: accent, link } : base);
  const piece = (text: string, at: TextStyle = body): Piece<TextStyle> => ({ text, style: at });
  const separated = (groups: Piece<TextStyle>[][], separator = ' · ') =>
    groups.filter((group) => group.length).flatMap((group, index) => (index ? [piece(separator, meta), ...group] : group));
  const period = (entry: { startDate?: string; endDate?: string }, current = false) =>
    periodText(periodOf(entry, locale, { current }), words.present);
  const byline = (by: string | undefined, date: string | undefined) =>
    separated([by ? [piece(by, meta)] : [], date ? [piece(formatResumeDate(date, locale), meta)] : []]);

  const heading = (title: string) => {
    flow.space(14);
    // A heading is never the last thing on a page: it keeps an entry's first lines with it.
    flow.keep(64);
    flow.paragraph([piece(title, style(11, 'bold', accent))], { leading: 1.5 });
    flow.rule(RULE);
    flow.space(6);
  };
  const entry = ({ title, link, meta: details = [], summary, highlights = [] }: Entry) => {
    flow.keep(36);
    flow.paragraph([piece(title, linked(style(10, 'bold'), link))], { leading: 1.35 });
    if (details.length) flow.paragraph(details, { leading: 1.4 });
    if (summary) flow.paragraph([piece(summary)], { leading: 1.45 });
    for (const highlight of highlights) flow.paragraph([piece(highlight)], { indent: 12, marker: piece('•'), leading: 1.45 });
    flow.space(7);
  };
  const section = <T>(title: string, items: T[], toEntry: (item: T) => Entry) => {
    if (!items.length) return;
    heading(title);
    for (const item of items) entry(toEntry(item));
  };
  const labelled = (label: string, value: string, link?: string) => [piece(`${label}: `, meta), piece(value, linked(meta, link))];

  const { profile } = owner;
  flow.paragraph([piece(profile.name, style(22, 'bold'))], { leading: 1.3 });
  flow.paragraph([piece(profile.headline, style(11.5, 'regular', MUTED))], { leading: 1.4 });
  flow.paragraph([piece(profile.location, meta)]);

  const email = owner.contact.channels.find((channel) => channel.kind === 'email');
  heading(words.contact);
  flow.paragraph(
    separated([
      email ? labelled(words.email, email.value, email.url) : [],
      labelled(words.portfolio, displayUrl(home), home),
      profile.website ? labelled(words.website, displayUrl(profile.website), profile.website) : [],
      ...profile.profiles.map((p) => labelled(p.network, displayUrl(p.url), p.url)),
    ]),
    { leading: 1.6 },
  );

  section(words.work, owner.work, (work) => ({
    title: work.position,
    meta: separated([
      [piece(work.name, linked(meta, work.url)), ...(work.location ? [piece(`, ${work.location}`, meta)] : [])],
      [piece(period(work, true), meta)].filter((p) => p.text),
    ]),
    summary: work.summary,
    highlights: work.highlights,
  }));
  section(words.education, owner.education, (education) => ({
    title: education.institution,
    link: education.url,
    meta: separated(
      [studyLabel(words.studyIn, education.studyType, education.area) ?? '', period(education)]
        .filter(Boolean)
        .map((text) => [piece(text, meta)]),
    ),
  }));
  if (profile.skills.length) {
    heading(words.skills);
    flow.paragraph([piece(profile.skills.join(', '))], { leading: 1.45 });
  }
  if (owner.languages.length) {
    heading(words.languages);
    flow.paragraph(
      separated(
        owner.languages.map((language) => [
          piece(language.language, style(9.5, 'bold')),
          ...(language.fluency ? [piece(`: ${language.fluency}`)] : []),
        ]),
      ),
      { leading: 1.45 },
    );
  }
  section(words.certificates, owner.certificates, (certificate) => ({
    title: certificate.name,
    link: certificate.url,
    meta: byline(certificate.issuer && words.issuedBy(certificate.issuer), certificate.date),
  }));
  section(words.volunteer, owner.volunteer, (volunteer) => ({
    title: volunteer.position,
    meta: separated([[piece(volunteer.organization, linked(meta, volunteer.url))], [piece(period(volunteer), meta)].filter((p) => p.text)]),
    summary: volunteer.summary,
    highlights: volunteer.highlights,
  }));
  section(words.awards, owner.awards, (award) => ({
    title: award.title,
    meta: byline(award.awarder && words.awardedBy(award.awarder), award.date),
    summary: award.summary,
  }));
  section(words.publications, owner.publications, (publication) => ({
    title: publication.name,
    link: publication.url,
    meta: byline(publication.publisher && words.publishedBy(publication.publisher), publication.releaseDate),
    summary: publication.summary,
  }));
  section(
    words.projects,
    owner.projects.filter((project) => project.featured),
    (project) => ({
      title: project.name,
      link: project.demoUrl ?? project.repoUrl,
      meta: project.roles.length ? [piece(`${words.roles}: ${project.roles.join(', ')}`, meta)] : [],
      summary: project.summary,
      highlights: project.highlights,
    }),
  );
  if (owner.interests.length) {
    heading(words.interests);
    for (const interest of owner.interests) {
      flow.paragraph(
        [piece(interest.name, style(9.5, 'bold')), ...(interest.keywords.length ? [piece(`: ${interest.keywords.join(', ')}`)] : [])],
        {
          leading: 1.45,
        },
      );
    }
  }
  section(owner.references.public ? words.references : '', owner.references.public ? owner.references.entries : [], (reference) => ({
    title: reference.name,
    summary: reference.reference,
  }));

  const footer = style(8, 'regular', MUTED);
  flow.decorate((number, count) => {
    const y = flow.margins.bottom / 2;
    const pageNumber = `${number} / ${count}`;
    return {
      texts: [
        { x: flow.margins.left, y, text: `${profile.name} · ${displayUrl(home)}`, style: { ...footer, link: home } },
        { x: flow.paper.width - flow.margins.right - flow.measure(piece(pageNumber, footer)), y, text: pageNumber, style: footer },
      ],
      rules: [],
    };
  });
}
