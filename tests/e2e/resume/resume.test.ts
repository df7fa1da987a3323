import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { owner } from '../../../src/data/owner.ts';
import { siteUrl } from '../../../src/data/site.ts';
import { t } from '../../../src/data/ui.ts';
import { hasResume } from '../../../src/capabilities/resume/has-resume.ts';
import { connectBrowser } from '../../support/browser.ts';
import { jsonResumeErrors } from '../../support/json-resume.ts';
import { baseUrl, get } from '../../support/http.ts';
import { runnableScripts } from '../../support/html-scripts.ts';
import { themeScripts } from '../../../src/client/theme/inline.ts';

import { WEBMCP_LOADER } from '../../../src/client/webmcp/loader.ts';
import { SEARCH_SHORTCUT } from '../../../src/client/search/shortcut.ts';

const THEME_SCRIPTS = themeScripts(owner.site.languages.length > 1);

const words = t.resume;
/** Text as HTML writes it between tags (Astro escapes &, <, > and quotes). */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe.runIf(hasResume(owner))('the résumé of the built owner', () => {
  it('is a page with every position, its organisation and its dates as <time>, one h1, an h2 per section, and no script but the theme and the WebMCP loader', async () => {
    const response = await get('/resume');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    const main = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
    for (const work of owner.work) {
      expect(main).toContain(`<h3>${html(work.position)}</h3>`);
      expect(main).toContain(html(work.name));
      expect(main).toContain(`<time datetime="${work.startDate}">`);
      if (!work.endDate) expect(main).toContain(words.present);
    }
    expect(main.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(main).toContain(`<h2 id="resume-skills">${html(words.skills)}</h2>`);
    if (owner.work.length) expect(main).toContain(`<h2 id="resume-work">${html(words.work)}</h2>`);
    if (owner.education.length) expect(main).toContain(`<h2 id="resume-education">${html(words.education)}</h2>`);
    // No script but what every page has: the theme's two inline ones, the search shortcut and the WebMCP loader.
    const [init, toggle] = THEME_SCRIPTS;
    expect(runnableScripts(page).map(({ code }) => code)).toEqual([init, SEARCH_SHORTCUT, toggle, WEBMCP_LOADER]);
  });

  it('has a section for every part of the résumé the owner filled in, references only when they are public, on the page and in its twin', async () => {
    const page = await (await get('/resume')).text();
    const main = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
    const markdown = (await (await get('/resume.md')).text()).replace(/\\(.)/g, '$1');
    const sections = [
      ['volunteer', owner.volunteer.length > 0],
      ['awards', owner.awards.length > 0],
      ['publications', owner.publications.length > 0],
      ['interests', owner.interests.length > 0],
      ['references', owner.references.public && owner.references.entries.length > 0],
    ] as const;
    for (const [section, shown] of sections) {
      const heading = `<h2 id="resume-${section}">${html(words[section])}</h2>`;
      expect(main.includes(heading), section).toBe(shown);
      expect(markdown.includes(`## ${words[section]}`), section).toBe(shown);
    }
    for (const volunteer of owner.volunteer) expect(main).toContain(`<h3>${html(volunteer.position)}</h3>`);
    for (const interest of owner.interests) expect(markdown).toContain(interest.name);
    if (!owner.references.public) for (const reference of owner.references.entries) expect(main).not.toContain(html(reference.reference));
    // A featured project's roles and highlights come with it.
    for (const project of owner.projects.filter((candidate) => candidate.featured)) {
      for (const highlight of project.highlights) expect(main).toContain(`<li>${html(highlight)}</li>`);
      if (project.roles.length) expect(main).toContain(html(project.roles.join(', ')));
    }
  });

  it('is in the navigation of every page, the sitemap and llms.txt', async () => {
    expect(await (await get('/')).text()).toMatch(/<nav class="site-nav"[\s\S]*<a href="\/resume"/);
    expect(await (await get('/sitemap.xml')).text()).toContain(`<loc>${siteUrl}/resume</loc>`);
    expect(await (await get('/llms.txt')).text()).toContain(`${siteUrl}/resume.md`);
  });

  it('has a Markdown twin with the positions and a link to the JSON Resume', async () => {
    const response = await get('/resume.md');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const markdown = await response.text();
    const text = markdown.replace(/\\(.)/g, '$1');
    for (const work of owner.work) expect(text).toContain(work.position);
    expect(markdown).toContain(`## ${words.work}`);
    expect(markdown).toContain(`(${siteUrl}/resume.json)`);
  });

  it('is served as JSON Resume at /resume.json, valid against @jsonresume/schema', async () => {
    const response = await get('/resume.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const resume = await response.json();
    expect(jsonResumeErrors(resume)).toEqual([]);
    expect(resume.basics.name).toBe(owner.profile.name);
    expect(resume.work.map((work: { position: string }) => work.position)).toEqual(owner.work.map((work) => work.position));
    expect(resume.meta).toMatchObject({
      canonical: `${siteUrl}/resume.json`,
      lastModified: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
    });
  });
});

describe.runIf(hasResume(owner))('the résumé in print (Chromium)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(() => browser?.close());

  it.each(['light', 'dark'] as const)('drops the site chrome and prints black on white (%s scheme)', async (colorScheme) => {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    await page.emulateMedia({ media: 'print' });
    await page.goto(new URL('/resume', baseUrl()).href);
    for (const selector of ['.site-header', '.site-footer', '.agent-note', '.skip-link']) {
      expect(await page.locator(selector).isVisible(), selector).toBe(false);
    }
    expect(await page.locator('.resume h1').isVisible()).toBe(true);
    const colours = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return { text: style('.resume').color, background: style('html').backgroundColor, entry: style('.resume-entries > li').breakInside };
    });
    expect(colours).toEqual({ text: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)', entry: 'avoid' });
    // On screen the same page keeps its navigation.
    await page.emulateMedia({ media: 'screen' });
    expect(await page.locator('.site-header').isVisible()).toBe(true);
    await context.close();
  });

  it('prints to a PDF of one to three A4 pages', async () => {
    const page = await browser.newPage();
    await page.goto(new URL('/resume', baseUrl()).href);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pageCount = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
    expect(pageCount).toBeGreaterThanOrEqual(1);
    expect(pageCount).toBeLessThanOrEqual(3);
    await page.close();
  });
});

describe.skipIf(hasResume(owner))('a site whose owner has no résumé', () => {
  it('has no résumé page, twin or JSON, and no link to them', async () => {
    for (const path of ['/resume', '/resume.md', '/resume.json']) expect((await get(path)).status, path).toBe(404);
    expect(await (await get('/')).text()).not.toContain('href="/resume"');
  });
});
