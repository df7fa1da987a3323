import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonResume } from '../../../src/capabilities/resume/core/json-resume.ts';
import { jsonResumeErrors } from '../../support/json-resume.ts';
import { ownerInput, parsed, SITE } from '../../support/owner-arbitrary.ts';

describe('/resume.json from hostile owner text (property)', () => {
  it('is valid JSON Resume, every URL an RFC 3986 URI, as strict clients validate it', () => {
    fc.assert(
      fc.property(ownerInput, (input) => {
        const result = parsed(input);
        fc.pre(result.success);
        expect(jsonResumeErrors(jsonResume(result.data!, SITE))).toEqual([]);
      }),
      { numRuns: 50 },
    );
  }, 60_000);
});
