import { siteSkills } from '../../../data/agent-skills.ts';
import { agentSkillsIndex } from '../../../lib/discovery/agent-skills.ts';

/** The Agent Skills Discovery index (RFC v0.2.0): each skill with the SHA-256 of the SKILL.md served beside it. */
export const GET = () =>
  new Response(`${JSON.stringify(agentSkillsIndex(siteSkills), null, 2)}\n`, {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
