/** Open Graph writes a locale as language_TERRITORY: "es-AR" -> "es_AR"; a bare language stays as it is ("en"). */
export const ogLocale = (tag: string): string => tag.replace('-', '_');
