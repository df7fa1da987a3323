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
};
