import type { ActivityWords } from './en.ts';

/** As palavras da interface desta capacidade, em português. */
export const activityWords: ActivityWords = {
  codeActivity: {
    heading: 'Atividade de código',
    languages: 'Linguagens',
    pushes: 'Últimos pushes',
    demos: 'Demos ao vivo',
    repos: { one: '{count} repositório público no GitHub desde {year}.', other: '{count} repositórios públicos no GitHub desde {year}.' },
    snapshot: 'Instantâneo de {date}.',
    live: 'Atualizado em {date}.',
    push: '{commit} em {repo} ({branch}), {date}',
    empty: 'A atividade pública de @{user} no GitHub não faz parte desta cópia da página; é servida ao vivo em /api/codehost.',
    unavailable: 'A atividade ao vivo não está disponível neste momento.',
  },
  activity: {
    toolTitle: 'Ver a atividade de código',
    toolDescription: (name) =>
      `A atividade pública de ${name} no GitHub: número de repositórios, linguagens, últimos pushes e demos em destaque. Os mesmos dados e o mesmo cache que GET /api/codehost (atualizado a partir do GitHub no máximo uma vez por hora).`,
    summary: (repos, fetchedAt) => `${repos} repositórios públicos no GitHub; dados de ${fetchedAt}.`,
    summaryStale: (repos, fetchedAt) =>
      `${repos} repositórios públicos no GitHub; dados de ${fetchedAt} (desatualizados: o GitHub não responde).`,
    languages: (list) => `Linguagens: ${list}`,
    noLanguages: 'nenhuma',
    latestPushes: 'Últimos pushes:',
    push: (repo, branch, at) => `${repo} (${branch}) em ${at}`,
    unavailable: (reason, seconds) =>
      `A atividade do GitHub não está disponível (${reason}) e ainda não há nada em cache. Tente de novo em ${seconds} s.`,
    resourceTitle: 'API de atividade de código',
    resourceDescription: 'Atividade pública no GitHub: número de repositórios, linguagens, pushes recentes, demos ao vivo em destaque.',
  },
};
