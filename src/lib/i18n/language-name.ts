/** A language's name in itself, as a switch offers it: "en" -> "English", "es-AR" -> "Español (Argentina)". */
export function languageName(tag: string): string {
  const name = languageNameIn(tag, tag);
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

/** A language's name in another language, as a sentence uses it: ("es", "en") -> "Spanish", ("en", "es") -> "inglés". */
export const languageNameIn = (tag: string, language: string): string =>
  new Intl.DisplayNames([language], { type: 'language' }).of(tag) ?? tag;
