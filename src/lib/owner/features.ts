/** A capability's page or endpoint (outside src/pages/), routed only while the owner has it on. */
export interface ConditionalRoute {
  pattern: string;
  entrypoint: string;
  /** The same document in every language (/resume.json): routed once, at its path, never under a language's prefix. */
  languageNeutral?: boolean;
}
