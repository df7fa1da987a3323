import { describe, expect, it } from 'vitest';
import { UNAVAILABLE_CODES } from '../../../src/capabilities/activity/core/handler.ts';
import { UPSTREAM_CODES, type UpstreamFailure } from '../../../src/lib/http/upstream.ts';

// An optional capability's answers to the same conditions: with its tests (tests/unit/<name>/).
const failures = Object.keys(UPSTREAM_CODES) as UpstreamFailure[];

describe('one error code per upstream condition', () => {
  it.each(failures.filter((failure) => failure !== 'not_found'))(
    '%s: /api/codehost and get_code_activity answer the same code',
    (failure) => {
      expect(UNAVAILABLE_CODES[failure]).toBe(UPSTREAM_CODES[failure]);
    },
  );

  it("names GitHub's 404 an unknown user, the one condition only GitHub has", () => {
    expect(UNAVAILABLE_CODES.not_found).toBe('unknown_user');
  });
});
