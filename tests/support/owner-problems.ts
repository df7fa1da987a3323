import { expect } from 'vitest';
import { OwnerContentError, parseOwnerContent } from '../../src/lib/owner/schema.ts';

/** The lines of the owner-content error for `input` ("  - field: message"), or [] when it is valid. */
export function ownerProblems(input: unknown): string[] {
  try {
    parseOwnerContent(input, 'owner.ts');
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(OwnerContentError);
    return (error as Error).message.split('\n').slice(1);
  }
}
