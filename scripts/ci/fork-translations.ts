// CI's fork run, second step: what a forker does after `npm run init -- --languages es,en,pt`. They
// translate some texts into English and one into Portuguese, and leave others in Spanish, and they write two project
// write-ups with covers and two posts, one of each translated, both of one series and one with a
// table of contents, comments on, and pages of their own: a Markdown
// page in the navigation with its English translation, and an .astro page in Spanish only. So the suite meets both a translated text
// and a fallback in every kind: owner texts, write-ups, cover alternatives, posts and feeds.
// The texts carry hostile strings, as init's owner does.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The writing's switch, off as init writes it for a fork without posts (scripts/lib/init/run.ts), where the template has writing. */
const WRITING_OFF = /(\bfeatures:\s*\{[^}]*\bwriting:\s*)false\b/;

/** What init writes for a further language with nothing translated yet (scripts/lib/init/render.ts). */
const UNTRANSLATED = 'translations: { en: {}, pt: {} },';

const HOSTILE = '<b>bold</b> & "quotes" [x](javascript:alert(1)) </script>';

const translations = (slug: string) => ({
  en: {
    profile: { headline: `Backend engineer, Go and Rust ${HOSTILE}` },
    projects: { [slug]: { summary: `Its first project, in English ${HOSTILE}` } },
  },
  pt: { profile: { headline: `Engenheira de back-end, Go e Rust ${HOSTILE}` } },
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
series: Notas ${HOSTILE}
---
La nota en castellano.

## Por qué ${HOSTILE}

## Cómo

### Un detalle

## Qué sigue
`,
  'posts/en/primera-nota.md': `---
title: First note ${HOSTILE}
description: A note translated into English.
---
The note in English.

## Why ${HOSTILE}

## How

### A detail

## What next
`,
  'posts/sin-traducir.md': `---
title: Nota sin traducir
description: Una nota que sigue solo en castellano.
published: 2026-11-01
series: Notas ${HOSTILE}
---
Esta nota no tiene traducción: en inglés se muestra en castellano, marcada así.
`,
});

// A page of one's own is one file in src/pages/: its front matter (JSON is YAML) or, for an .astro
// page, the `frontmatter` it exports and gives the layout.
const ownPages: Record<string, string> = {
  'usos.md': `---
title: ${JSON.stringify(`Lo que uso ${HOSTILE}`)}
description: Las herramientas, el escritorio y los programas de todos los días.
nav: 35
---
Escribo en **un editor** y leo [la documentación](https://example.com.ar/docs).

## Equipo

- Una notebook
`,
  'en/usos.md': `---
title: ${JSON.stringify(`What I use ${HOSTILE}`)}
description: The tools, the desk and the software of every day.
nav: 35
---
I write in **an editor** and read [the docs](https://example.com/docs).
`,
  'charlas.astro': `---
import Base from '../layouts/Base.astro';

export const frontmatter = { title: 'Charlas', description: ${JSON.stringify(`Charlas que di, con sus diapositivas ${HOSTILE}`)} };
---
<Base {...frontmatter}>
  <h1>{frontmatter.title}</h1>
  <p>Una charla sobre forks en un meetup.</p>
</Base>
`,
};

/** giscus' settings as giscus.app gives them, for a repository of the fork's. */
const COMMENTS = "comments: { repo: 'lucia-perez/sitio', repoId: 'R_kgDOfork', category: 'Comentarios', categoryId: 'DIC_kwDOfork' },";

/** Formats `files` as the forker's editor would, so that the lint step has nothing to say. */
function formatAsAnEditorWould(fork: string, files: string[]): void {
  const format = spawnSync(join(fork, 'node_modules', '.bin', 'biome'), ['format', '--write', ...files], { cwd: fork, encoding: 'utf8' });
  if (format.status !== 0) throw new Error(`biome format ${files.join(', ')} failed: ${format.stderr}`);
}

/** Translates the owner written by init in `fork` and adds content, taking the cover image from `root`. */
export function translateAsAForker(fork: string, root: string): void {
  const ownerFile = join(fork, 'src', 'content', 'owner.ts');
  const owner = readFileSync(ownerFile, 'utf8');
  const [slug, untranslatedSlug] = [...owner.matchAll(/\bslug: '([a-z0-9-]+)'/g)].map((match) => match[1]!);
  if (!slug || !untranslatedSlug || !owner.includes(UNTRANSLATED))
    throw new Error(`${ownerFile}: fewer than two projects, or not "${UNTRANSLATED}" as init writes it`);
  if (!/^\s*contentSignals: .*$/m.test(owner)) throw new Error(`${ownerFile}: no contentSignals line as init writes it`);
  writeFileSync(
    ownerFile,
    owner
      .replace(UNTRANSLATED, () => `translations: ${JSON.stringify(translations(slug))},`)
      // Comments on (giscus), the other state of their switch than the main run's.
      .replace(/^(\s*)contentSignals: .*$/m, (line, indent: string) => `${line}\n${indent}${COMMENTS}`),
  );
  formatAsAnEditorWould(fork, [ownerFile]);
  const content = join(fork, 'src', 'content');
  for (const [file, text] of Object.entries(files(slug, untranslatedSlug))) {
    mkdirSync(join(content, file, '..'), { recursive: true });
    writeFileSync(join(content, file), text);
  }
  for (const name of [slug, untranslatedSlug])
    copyFileSync(join(root, 'src', 'example', 'projects', 'spoon-knife.webp'), join(content, 'projects', `${name}.webp`));
  // As npm run new:post does for a fork whose init found no post: writing on (a template without it has no such switch).
  writeFileSync(ownerFile, readFileSync(ownerFile, 'utf8').replace(WRITING_OFF, '$1true'));
  const pages = Object.entries(ownPages).map(([file, text]) => {
    const path = join(fork, 'src', 'pages', file);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
    return path;
  });
  formatAsAnEditorWould(
    fork,
    pages.filter((path) => path.endsWith('.astro')),
  );
}
