/** Comparison keys for owner text: two entries that differ only in case, accents, spacing or Unicode form are the same. */

/** "  PGMigra " and "pgmigra", "Café" and "cafe": equal keys. */
export function normalizedKey(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** "Año Nuevo: API!" -> "ano-nuevo-api"; "project" when nothing is left. */
export function slugify(name: string): string {
  const slug = normalizedKey(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'project';
}
