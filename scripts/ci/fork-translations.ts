// CI's fork run, second step: what a forker does after `npm run init -- --languages es,en`. They
// translate some texts into English and leave others in Spanish, and they write two project
// write-ups with covers and two posts, one of each translated. So the suite meets both a translated text
// and a fallback in every kind: owner texts, write-ups, cover alternatives, posts and feeds.
// The texts carry hostile strings, as init's owner does.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What init writes for a further language with nothing translated yet (scripts/lib/init/render.ts). */
const UNTRANSLATED = 'translations: { en: {} },';

const HOSTILE = '<b>bold</b> & "quotes" [x](javascript:alert(1)) </script>';

const translations = (slug: string) => ({
  en: {
    profile: { headline: `Backend engineer, Go and Rust ${HOSTILE}` },
    projects: { [slug]: { summary: `Its first project, in English ${HOSTILE}` } },
  },
});

const files = (slug: string, untranslatedSlug: string): Record<string, string> => ({
  [`projects/${slug}.md`]: `---
cover: ./${slug}.webp
coverAlt: Cubiertos blancos sobre un degradé ${HOSTILE}
---
Un proyecto contado en castellano, con [un enlace](https://example.com.ar/guia) y \`código\`.
`,
  [`projects/en/${slug}.md`]: `---
coverAlt: White cutlery on a gradient ${HOSTILE}
---
A project told in English, with [a link](https://example.com/guide) and \`code\`.
`,
  [`projects/${untranslatedSlug}.md`]: `---
cover: ./${untranslatedSlug}.webp
coverAlt: Un degradé sin traducir ${HOSTILE}
---
Un proyecto que sigue solo en castellano.
`,
  'posts/primera-nota.md': `---
title: Primera nota ${HOSTILE}
description: Una nota traducida al inglés.
published: 2026-11-02
---
La nota en castellano.
`,
  'posts/en/primera-nota.md': `---
title: First note ${HOSTILE}
description: A note translated into English.
---
The note in English.
`,
  'posts/sin-traducir.md': `---
title: Nota sin traducir
description: Una nota que sigue solo en castellano.
published: 2026-11-01
---
Esta nota no tiene traducción: en inglés se muestra en castellano, marcada así.
`,
});

/** Translates the owner written by init in `fork` and adds content, taking the cover image from `root`. */
export function translateAsAForker(fork: string, root: string): void {
  const ownerFile = join(fork, 'src', 'data', 'owner.ts');
  const owner = readFileSync(ownerFile, 'utf8');
  const [slug, untranslatedSlug] = [...owner.matchAll(/\bslug: '([a-z0-9-]+)'/g)].map((match) => match[1]!);
  if (!slug || !untranslatedSlug || !owner.includes(UNTRANSLATED))
    throw new Error(`${ownerFile}: fewer than two projects, or not "${UNTRANSLATED}" as init writes it`);
  writeFileSync(
    ownerFile,
    owner.replace(UNTRANSLATED, () => `translations: ${JSON.stringify(translations(slug))},`),
  );
  // Formatted as the forker's editor would, so that the lint step has nothing to say.
  const format = spawnSync(join(fork, 'node_modules', '.bin', 'biome'), ['format', '--write', ownerFile], { cwd: fork, encoding: 'utf8' });
  if (format.status !== 0) throw new Error(`biome format ${ownerFile} failed: ${format.stderr}`);
  const content = join(fork, 'src', 'content');
  for (const [file, text] of Object.entries(files(slug, untranslatedSlug))) {
    mkdirSync(join(content, file, '..'), { recursive: true });
    writeFileSync(join(content, file), text);
  }
  for (const name of [slug, untranslatedSlug])
    copyFileSync(join(root, 'src', 'content', 'projects', 'spoon-knife.webp'), join(content, 'projects', `${name}.webp`));
}
