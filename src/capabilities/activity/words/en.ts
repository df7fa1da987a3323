/** The activity capability's interface words in English: the model for its other languages. */
export const activityWords = {
  /**
   * The home page's code activity, built at build time and again in the browser: plain strings
   * only (they travel to the page's script as JSON), with `{placeholders}` and plural forms.
   */
  codeActivity: {
    heading: 'Code activity',
    languages: 'Languages',
    pushes: 'Latest pushes',
    demos: 'Live demos',
    repos: { one: '{count} public repository on GitHub since {year}.', other: '{count} public repositories on GitHub since {year}.' },
    snapshot: 'Snapshot taken {date}.',
    live: 'Updated {date}.',
    push: '{commit} to {repo} ({branch}), {date}',
    empty: 'The public GitHub activity of @{user} is not part of this copy of the page; it is served live at /api/codehost.',
    unavailable: 'Live activity is unavailable right now.',
  },
  /** What get_code_activity says, and the API as developers find it listed. */
  activity: {
    toolTitle: 'Get code activity',
    toolDescription: (name: string) =>
      `${name}'s public GitHub activity: repository count, languages, latest pushes and featured demos. The same data and cache as GET /api/codehost (refreshed from GitHub at most hourly).`,
    summary: (repos: string, fetchedAt: string) => `${repos} public repositories on GitHub; data from ${fetchedAt}.`,
    summaryStale: (repos: string, fetchedAt: string) =>
      `${repos} public repositories on GitHub; data from ${fetchedAt} (stale: GitHub is not answering).`,
    languages: (list: string) => `Languages: ${list}`,
    noLanguages: 'none',
    latestPushes: 'Latest pushes:',
    push: (repo: string, branch: string, at: string) => `${repo} (${branch}) at ${at}`,
    unavailable: (reason: string, seconds: string) =>
      `GitHub activity is unavailable (${reason}) and nothing is cached yet. Try again in ${seconds} s.`,
    resourceTitle: 'Code-hosting activity API',
    resourceDescription: 'Public GitHub activity: repository count, language mix, recent pushes, featured live demos.',
  },
};

export type ActivityWords = typeof activityWords;
