import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  lighthouseOverBudget,
  lighthouseTarget,
  NOT_FOUND_PATH,
  SEARCH_PATH,
  overBudget,
  scriptFilePages,
  type PageMeasure,
} from '../../scripts/lib/budgets.ts';

const within: PageMeasure = {
  path: '/contact',
  cumulativeLayoutShift: 0,
  layoutShifts: [],
  requests: ['/contact'],
  transferredBytes: BUDGETS.homeTransferredBytes + 1,
  scriptFiles: [],
  scriptFileBytes: 0,
  inlineScriptBytes: BUDGETS.inlineScriptBytes,
};

describe('overBudget', () => {
  it('passes a page at its limits (the weight budget is the home page’s alone)', () => {
    expect(overBudget(within)).toEqual([]);
  });

  it('names each budget a page breaks', () => {
    const over = overBudget({
      ...within,
      path: '/',
      cumulativeLayoutShift: 0.0001,
      layoutShifts: ['0.00010: a.brand'],
      inlineScriptBytes: BUDGETS.inlineScriptBytes + 1,
    });
    expect(over).toHaveLength(3);
    expect(over[0]).toContain('a.brand');
  });

  it('allows script files only on the pages that need them', () => {
    const scripts = { scriptFiles: ['/_astro/x.js'], scriptFileBytes: 100 };
    for (const path of BUDGETS.pagesWithScriptFiles) expect(overBudget({ ...within, ...scripts, path, transferredBytes: 1 })).toEqual([]);
    expect(overBudget({ ...within, ...scripts })).toEqual([expect.stringContaining('/_astro/x.js')]);
  });

  it("allows the comments' loader on the posts while comments are on, and on no other page", () => {
    const scripts = { scriptFiles: ['/_astro/Comments.js'], scriptFileBytes: 100, path: '/writing/a' };
    expect(overBudget({ ...within, ...scripts }, scriptFilePages(['/writing/a']))).toEqual([]);
    expect(overBudget({ ...within, ...scripts, path: '/writing' }, scriptFilePages(['/writing/a']))).toHaveLength(1);
    expect(overBudget({ ...within, ...scripts }, scriptFilePages())).toHaveLength(1);
    expect(scriptFilePages()).toEqual([...BUDGETS.pagesWithScriptFiles]);
  });
});

describe('lighthouseOverBudget', () => {
  it('holds performance to its minimum and the other categories to 100', () => {
    const within = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, 'agentic-browsing': 100 };
    expect(lighthouseOverBudget(within)).toEqual([]);
    expect(lighthouseOverBudget({ ...within, performance: 94, 'best-practices': 96, 'agentic-browsing': 90 })).toEqual([
      'performance 94 < 95',
      'best-practices 96 < 100',
      'agentic-browsing 90 < 100',
    ]);
  });
});

describe('lighthouseTarget', () => {
  it('audits the 404 page at its file, where its noindex is right; any other page as it is', () => {
    expect(lighthouseTarget(NOT_FOUND_PATH)).toEqual({ path: '/404.html', skipAudits: ['is-crawlable'] });
    expect(lighthouseTarget('/projects')).toEqual({ path: '/projects', skipAudits: [] });
    expect(lighthouseTarget(SEARCH_PATH)).toEqual({ path: SEARCH_PATH, skipAudits: ['is-crawlable'] });
  });
});
