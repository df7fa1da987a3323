// Import-free: the header policy reads it.

/** The Agent Skills Discovery RFC's index of a site's skills. */
export const AGENT_SKILLS_INDEX_PATH = '/.well-known/agent-skills/index.json';
