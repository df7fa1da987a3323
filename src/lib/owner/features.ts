/** A capability's page or endpoint (outside src/pages/), routed only while the owner has it on. */
export interface ConditionalRoute {
  pattern: string;
  entrypoint: string;
}
