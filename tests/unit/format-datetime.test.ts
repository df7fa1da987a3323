import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/lib/i18n/format.ts';
import { supportedLanguages } from '../../src/lib/i18n/index.ts';

const fields = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

describe('formatDateTime', () => {
  it.each(supportedLanguages)('writes the same as Intl with timeZoneName in %s, without loading zone names', (locale) => {
    for (const iso of ['2026-11-20T14:03:11Z', '2026-01-02T00:00:00Z', '2025-06-30T23:59:59Z']) {
      const intl = new Intl.DateTimeFormat(locale, { ...fields, timeZone: 'UTC', timeZoneName: 'short' }).format(new Date(iso));
      expect(formatDateTime(iso, locale)).toBe(intl);
    }
  });
});
