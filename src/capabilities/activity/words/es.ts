import type { ActivityWords } from './en.ts';

/** Las palabras de la interfaz de esta capacidad, en español. */
export const activityWords: ActivityWords = {
  codeActivity: {
    heading: 'Actividad de código',
    languages: 'Lenguajes',
    pushes: 'Últimos pushes',
    demos: 'Demos en vivo',
    repos: { one: '{count} repositorio público en GitHub desde {year}.', other: '{count} repositorios públicos en GitHub desde {year}.' },
    snapshot: 'Instantánea tomada el {date}.',
    live: 'Actualizado el {date}.',
    push: '{commit} en {repo} ({branch}), {date}',
    empty: 'La actividad pública de @{user} en GitHub no forma parte de esta copia de la página; se sirve en vivo en /api/codehost.',
    unavailable: 'La actividad en vivo no está disponible en este momento.',
  },
  activity: {
    toolTitle: 'Ver la actividad de código',
    toolDescription: (name) =>
      `La actividad pública de ${name} en GitHub: cantidad de repositorios, lenguajes, últimos pushes y demos destacadas. Los mismos datos y la misma caché que GET /api/codehost (se actualiza desde GitHub como mucho una vez por hora).`,
    summary: (repos, fetchedAt) => `${repos} repositorios públicos en GitHub; datos del ${fetchedAt}.`,
    summaryStale: (repos, fetchedAt) =>
      `${repos} repositorios públicos en GitHub; datos del ${fetchedAt} (desactualizados: GitHub no responde).`,
    languages: (list) => `Lenguajes: ${list}`,
    noLanguages: 'ninguno',
    latestPushes: 'Últimos pushes:',
    push: (repo, branch, at) => `${repo} (${branch}) el ${at}`,
    unavailable: (reason, seconds) =>
      `La actividad de GitHub no está disponible (${reason}) y todavía no hay nada en caché. Probá de nuevo en ${seconds} s.`,
    resourceTitle: 'API de actividad de código',
    resourceDescription: 'Actividad pública en GitHub: cantidad de repositorios, lenguajes, pushes recientes, demos en vivo destacadas.',
  },
};
