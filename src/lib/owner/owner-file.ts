/** Where the owner's own file is, from the project's root. The template ships none: `npm run init` writes it. */
export const OWNER_FILE = 'src/content/owner.ts';
