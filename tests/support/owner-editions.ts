// The site in each of its languages as the owner file alone gives it, without what the
// capabilities read of the content (the posts): what unit tests use, so that they run on a fresh
// clone before any build (the site as built, posts included, is tests/support/built-editions.ts,
// for the tiers that run after the build).
import { type Edition, editionsOf } from '../../src/data/edition.ts';
import { owner } from '../../src/data/owner.ts';
import type { PageInfo } from '../../src/lib/markdown/page-info.ts';
import { examplePages, exampleProjectPages } from './example-pages.ts';

const editions: Edition[] = editionsOf({ owner, capabilityContent: {}, translatedWriteups: {} });
export const defaultEdition = editions[0]!;

/** Pages such as the site's in its default language (tests/support/example-pages.ts): the navigation's, then one per project. */
export const pages: PageInfo[] = examplePages(owner);
/** The navigation's pages among them, in order. */
export const navPages: PageInfo[] = pages.filter((page) => page.navOrder !== undefined);
/** One page per project, in the order /projects lists them. */
export const projectPages: PageInfo[] = exampleProjectPages(owner);
export const pageByPath = (path: string): PageInfo | undefined => pages.find((page) => page.path === path);
