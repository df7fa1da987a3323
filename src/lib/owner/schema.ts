import * as z from '../schema/z.ts';

/** One typed description of the site owner. Everything public about them is read from here. */

const httpsUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });
/** A path on this site ("/openapi.json") or an absolute URL. */
const siteLink = z.union([z.string().check(z.regex(/^\/[^\s]*$/, 'must start with "/"')), httpsUrl]);
const text = () => z.string().check(z.minLength(1));

export const LinkSchema = z.object({
  label: text(),
  url: httpsUrl,
});

export const ProfileSchema = z.object({
  name: z.describe(text(), 'Full name'),
  headline: z.describe(text().check(z.maxLength(120)), 'One-line professional headline'),
  location: text(),
  bio: z.describe(text(), 'A short biography, plain text'),
  skills: z.array(text()).check(z.minLength(1)),
  links: z.array(LinkSchema),
  githubUser: z.string().check(z.regex(/^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/, 'must be a valid GitHub username')),
});

const ChannelKindSchema = z.enum(['email', 'linkedin', 'github', 'mastodon', 'bluesky', 'x', 'website', 'other']);

export const ContactChannelSchema = z.object({
  kind: ChannelKindSchema,
  label: text(),
  value: z.describe(text(), 'What a person types or sees, e.g. the address or handle'),
  url: z.union([httpsUrl, z.string().check(z.regex(/^mailto:[^\s@]+@[^\s@]+$/, 'must be a mailto: link'))]),
});

export const ContactSchema = z.object({
  preferred: z.describe(ChannelKindSchema, 'The channel the owner answers first'),
  availability: z.describe(text(), 'What the owner is open to'),
  channels: z.array(ContactChannelSchema).check(z.minLength(1)),
});

export const ProjectSchema = z.object({
  name: text(),
  summary: text().check(z.maxLength(280)),
  tags: z.array(text()),
  repoUrl: z.optional(httpsUrl),
  demoUrl: z.optional(httpsUrl),
  featured: z._default(z.boolean(), false),
});

export const DeveloperResourceSchema = z.object({
  title: text(),
  url: z.describe(siteLink, 'A path on this site or an absolute URL'),
  description: text(),
  mediaType: z.string().check(z.regex(/^[a-z]+\/[a-z0-9.+-]+$/, 'must be a media type such as application/json')),
  method: z.describe(
    z.optional(z.enum(['GET', 'POST'])),
    'Set for an HTTP API endpoint: it is shown as `METHOD path`, never as a link a reader would GET',
  ),
});

const signal = z.enum(['yes', 'no']);

/** Content Signals (contentsignals.org): what the owner allows automated readers to do with the content. */
export const ContentSignalsSchema = z.describe(
  z.strictObject({
    search: z.describe(signal, 'Build a search index and show links and short excerpts'),
    'ai-input': z.describe(signal, 'Use the content as input to AI answers (retrieval, grounding)'),
    'ai-train': z.describe(signal, 'Train or fine-tune AI models on the content'),
  }),
  'Sent as the Content-Signal header and written into robots.txt',
);

export const SiteSchema = z.object({
  url: z.describe(httpsUrl, "Production URL; SITE_URL or Netlify's URL override it at build time"),
  language: z._default(z.string().check(z.minLength(2)), 'en'),
  // A portfolio wants to be found and quoted; training is the owner's explicit choice.
  contentSignals: z._default(ContentSignalsSchema, { search: 'yes', 'ai-input': 'yes', 'ai-train': 'no' }),
});

export type ContentSignals = z.infer<typeof ContentSignalsSchema>;

/** `search=yes, ai-input=yes, ai-train=no`: the Content-Signal header and robots.txt value. */
export const contentSignalValue = (signals: ContentSignals) =>
  Object.entries(signals)
    .map(([name, value]) => `${name}=${value}`)
    .join(', ');

export const OwnerContentSchema = z
  .object({
    example: z.describe(z._default(z.boolean(), false), 'True while the shipped example content is in place'),
    site: SiteSchema,
    profile: ProfileSchema,
    contact: ContactSchema,
    projects: z.array(ProjectSchema),
    developerResources: z.array(DeveloperResourceSchema),
  })
  .check(
    z.superRefine((content, ctx) => {
      const names = new Set<string>();
      content.projects.forEach((project, index) => {
        const key = project.name.toLowerCase();
        if (names.has(key))
          ctx.addIssue({ code: 'custom', path: ['projects', index, 'name'], message: `duplicate project name "${project.name}"` });
        names.add(key);
      });
      if (!content.contact.channels.some((channel) => channel.kind === content.contact.preferred)) {
        ctx.addIssue({ code: 'custom', path: ['contact', 'preferred'], message: `no channel of kind "${content.contact.preferred}"` });
      }
    }),
  );

export type Link = z.infer<typeof LinkSchema>;
export type Profile = z.infer<typeof ProfileSchema>;
export type ContactChannel = z.infer<typeof ContactChannelSchema>;
export type Contact = z.infer<typeof ContactSchema>;
export type Project = z.infer<typeof ProjectSchema>;
export type DeveloperResource = z.infer<typeof DeveloperResourceSchema>;
export type OwnerContent = z.infer<typeof OwnerContentSchema>;
export type OwnerContentInput = z.input<typeof OwnerContentSchema>;

export class OwnerContentError extends Error {
  readonly issues: z.core.$ZodIssue[];

  constructor(source: string, issues: z.core.$ZodIssue[]) {
    const lines = issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    super(`Invalid owner content in ${source}:\n${lines.join('\n')}`);
    this.name = 'OwnerContentError';
    this.issues = issues;
  }
}

/** Validates owner content; throws an error that names every wrong field, so a bad edit fails the build. */
export function parseOwnerContent(input: unknown, source = 'src/data/owner.ts'): OwnerContent {
  const result = OwnerContentSchema.safeParse(input);
  if (!result.success) throw new OwnerContentError(source, result.error.issues);
  return result.data;
}
