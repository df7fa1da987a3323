// npm run new:post -- "Title": a new post in src/content/posts/, as a draft dated today.
import { existsSync } from 'node:fs';
import { OWNER_FILE } from '../src/lib/owner/owner-file.ts';
import { switchWritingOn } from '../src/capabilities/writing/switch-on.ts';
import { dictionaryFor } from '../src/data/dictionaries.ts';
import { owner } from '../src/data/owner.ts';
import { newPost } from './lib/new-post.ts';

try {
  // Its placeholders in the site's language, the owner file's (the example's until init writes it).
  const words = dictionaryFor(owner.site.language).writing.newPost;
  const file = newPost(process.cwd(), process.argv.slice(2).join(' '), new Date().toISOString().slice(0, 10), words);
  console.log(`Wrote ${file}: a draft until you remove its draft line.`);
  const switched = switchWritingOn(process.cwd());
  if (switched) console.log(switched);
  // Until the owner file exists the site shows the template's example, not src/content/.
  if (!existsSync(OWNER_FILE)) console.log(`The site shows it once ${OWNER_FILE} exists: run npm run init first.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
