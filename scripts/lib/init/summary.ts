/** What init tells the person who ran it once the file is written. Pure: lines of text. */
import { linkLine, type OwnLink } from '../../../src/lib/owner/own-links.ts';
import type { OwnerContent } from '../../../src/lib/owner/schema.ts';
import { OWNER_FILE, WRITE_UPS_DIR } from './project-files.ts';

export interface RunReport {
  content: OwnerContent;
  siteUrlIsPlaceholder: boolean;
  resumeSections: string[] | undefined;
  resumeNotes: string[];
  placeholders: string[];
  /** Links to the site's own address naming a page it will not build: the first build stops on them. */
  unbuiltLinks: OwnLink[];
}

/** Each link to a page the site will not build, and what to do; nothing when there is none. */
function unbuiltLinkLines(links: readonly OwnLink[]): string[] {
  if (!links.length) return [];
  return [
    '',
    `Links in ${OWNER_FILE} to pages of this site that it does not build (the build stops on them):`,
    ...links.map((link) => `  ${linkLine(link)}`),
    '  Correct each address, or add the page: a file under src/pages/ at its path (see docs/pages.md).',
  ];
}

export function summaryLines(report: RunReport): string[] {
  const { content } = report;
  const lines = [
    `Wrote ${OWNER_FILE} for ${content.profile.name}: the site now shows src/content/ and none of the example (src/example/).`,
    `  language ${content.site.language}, ${content.projects.length} projects, ${content.profile.skills.length} skills`,
  ];
  if (report.resumeSections) {
    lines.push(`  résumé sections found: ${report.resumeSections.length ? report.resumeSections.join(', ') : 'none'}`);
  }
  for (const note of report.resumeNotes) lines.push(`  résumé ${note}`);
  if (report.placeholders.length) lines.push(`  placeholder texts to review: ${report.placeholders.join(', ')}`);
  lines.push(...unbuiltLinkLines(report.unbuiltLinks));
  const firstSlug = content.projects[0]?.slug ?? '<slug>';
  lines.push(
    '',
    'Next steps:',
    '  1. npm start: build the site and look at it locally.',
    report.siteUrlIsPlaceholder
      ? `  2. Set site.url in ${OWNER_FILE} to the site's real address (${content.site.url} is a placeholder).`
      : `  2. Check site.url in ${OWNER_FILE} (${content.site.url}).`,
    `  3. Write a project's long story in ${WRITE_UPS_DIR}/<slug>.md (e.g. ${WRITE_UPS_DIR}/${firstSlug}.md).`,
    '  4. Commit, push your fork and deploy it on Netlify.',
  );
  return lines;
}
