import fc from 'fast-check';
import { type OwnerContent, OwnerContentError, type OwnerContentInput, parseOwnerContent } from '../../src/lib/owner/schema.ts';
import { hostileOwnerInput } from '../fixtures/owners/hostile-es.ts';

// Owners made of hostile text, for the property tests of what the site writes from owner text.

export const SITE = 'https://lucia-dev.example.com.ar';

/** What breaks Markdown, HTML and JSON-in-HTML, mixed with arbitrary text. */
const FRAGMENTS = [
  '<script>',
  '</script>',
  '<img src=x onerror=alert(1)>',
  '<!--',
  '-->',
  '[x](javascript:alert(1))',
  ']',
  '](',
  '[',
  ')',
  '*',
  '**',
  '_',
  '~~',
  '`',
  '```',
  '#',
  '# ',
  '> ',
  '- ',
  '1. ',
  '|',
  '\n',
  '\n\n',
  '\n# ',
  '\n- ',
  '\n---\n',
  '&amp;',
  '&#60;',
  '\\',
  '\u2028',
  '\u2029',
  '\u202E',
  '\u200F',
  'مرحبا',
  '🧉',
  '![i](x)',
  '<https://evil.example>',
  '[r]: /x',
];

const hostileText = fc
  .array(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...FRAGMENTS)), { minLength: 1, maxLength: 8 })
  .map((parts) => parts.join(''));

/** An http(s) URL whose path, query and fragment hold what RFC 3986 or a Markdown destination cannot take as written. */
const hostileUrl = fc
  .array(
    fc.constantFrom(
      '[',
      ']',
      '(',
      ')',
      ' ',
      '<',
      '>',
      '"',
      "'",
      '|',
      '^',
      '{',
      '}',
      '`',
      '\\',
      '%',
      '%41',
      '#',
      '?',
      '&',
      '=',
      '/',
      'é',
      '🧉',
      'a',
    ),
    { maxLength: 12 },
  )
  .map((parts) => `https://hostile.example/${parts.join('')}`);

/** The hostile fixture with generated text in every owner field the outputs write, and generated URLs. */
export const ownerInput = fc
  .record({
    website: hostileUrl,
    demoUrl: hostileUrl,
    name: hostileText,
    headline: hostileText,
    bio: hostileText,
    location: hostileText,
    projectName: hostileText,
    projectSummary: hostileText,
    tag: hostileText,
    label: hostileText,
    availability: hostileText,
    network: hostileText,
  })
  .map((t): OwnerContentInput => {
    // A letter first and a cut at each field's limit, so most inputs are valid; the schema rejects the rest.
    const field = (text: string, max: number) => `a${text}`.slice(0, max);
    const base = hostileOwnerInput;
    return {
      ...base,
      profile: {
        ...base.profile,
        name: field(t.name, 100),
        headline: field(t.headline, 120),
        bio: field(t.bio, 1000),
        location: field(t.location, 100),
        website: t.website,
        profiles: base.profile.profiles!.map((p, i) => ({ ...p, network: field(`${i}${t.network}`, 40) })),
      },
      contact: {
        ...base.contact,
        availability: field(t.availability, 280),
        channels: base.contact.channels.map((c, i) => ({ ...c, label: field(`${i}${t.label}`, 40) })),
      },
      projects: base.projects.map((p, i) => ({
        ...p,
        name: field(`${i}${t.projectName}`, 80),
        summary: field(t.projectSummary, 280),
        tags: [field(t.tag, 40)],
        demoUrl: i === 0 ? t.demoUrl : p.demoUrl,
      })),
    };
  });

/** The owner as the site would load it, or nothing when the generated input is not a valid owner. */
export function parsed(input: OwnerContentInput): { success: boolean; data?: OwnerContent } {
  try {
    return { success: true, data: parseOwnerContent(input) };
  } catch (error) {
    if (error instanceof OwnerContentError) return { success: false };
    throw error;
  }
}
