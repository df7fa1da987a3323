import type { APIRoute } from 'astro';
import { type SiteSkill, siteSkills } from '../../../../data/agent-skills.ts';

export const getStaticPaths = () => siteSkills.map((skill) => ({ params: { skill: skill.name }, props: { skill } }));

/** A language's skill: how an agent reads this site, the bytes the index's digest is of. */
export const GET: APIRoute<{ skill: SiteSkill }> = ({ props }) =>
  new Response(props.skill.markdown, { headers: { 'content-type': 'text/markdown; charset=utf-8' } });
