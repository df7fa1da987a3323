/**
 * The opt-in to cross-document view transitions (no client router), none for those who ask for
 * less motion. Inline in each page's head, not in the bundled CSS: Chromium reads the incoming
 * page's opt-in when the parser reaches <body>, and a stylesheet still on its way then counts as
 * no opt-in, so the transition is dropped ("ViewTransition opt-in disabled") whenever the CSS
 * arrives after the HTML (a slow connection, a busy server). Allowed by its hash (astro.config.mjs).
 */
export const VIEW_TRANSITIONS_CSS =
  '@view-transition{navigation:auto}@media (prefers-reduced-motion:reduce){@view-transition{navigation:none}}';
