// Import-free: the header policy reads it.

/** Where the Agent Skills Discovery RFC puts a site's skills: its index, and each skill in a folder of its name. */
const AGENT_SKILLS_DIR = '/.well-known/agent-skills';

/** The Agent Skills Discovery RFC's index of a site's skills. */
export const AGENT_SKILLS_INDEX_PATH = `${AGENT_SKILLS_DIR}/index.json`;

/** A skill's SKILL.md, where the RFC puts it: under the index, in a folder named as the skill. */
export const skillPath = (name: string) => `${AGENT_SKILLS_DIR}/${name}/SKILL.md`;
