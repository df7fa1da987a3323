// npm run new:post -- "Title": a new post in src/content/posts/, as a draft dated today.
import { newPost } from './lib/new-post.ts';

try {
  const file = newPost(process.cwd(), process.argv.slice(2).join(' '), new Date().toISOString().slice(0, 10));
  console.log(`Wrote ${file}: a draft until you remove its draft line.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
