// The site in each of its languages as the owner file alone gives it, without what the
// capabilities read of the content (the posts): what unit tests use, so that they run on a fresh
// clone before any build (the site as built, posts included, is tests/support/built-editions.ts,
// for the tiers that run after the build).
import { type Edition, editionsOf } from '../../src/data/edition.ts';
import { owner } from '../../src/data/owner.ts';
import type { PageInfo } from '../../src/lib/markdown/page-info.ts';

const editions: Edition[] = editionsOf({ owner, capabilityContent: {}, translatedWriteups: {} });
export const defaultEdition = editions[0]!;

/** The default language's top-level pages, in navigation order. */
export const navPages: PageInfo[] = defaultEdition.navPages;
/** One page per project, in the order /projects lists them. */
export const projectPages: PageInfo[] = defaultEdition.projectPages;
/** Every page of the site in its default language but those of the capabilities' content (the posts') and the owner's own. */
export const pages: PageInfo[] = defaultEdition.pages;
export const pageByPath = (path: string): PageInfo | undefined => defaultEdition.pageByPath(path);
