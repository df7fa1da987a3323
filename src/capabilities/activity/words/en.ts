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
};

export type ActivityWords = typeof activityWords;
