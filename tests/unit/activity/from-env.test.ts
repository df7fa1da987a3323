import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordFetch } from '../../support/record-fetch.ts';
import { codehostFromEnv } from '../../../src/capabilities/activity/core/from-env.ts';

import { fixtureOwners } from '../../fixtures/owners/index.ts';

// The example owner (GitHub user octocat, every feature on).
const owner = fixtureOwners.example;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('codehostFromEnv', () => {
  const unavailable = () => new Response('{}', { status: 500 });

  it('defaults to api.github.com, the owner GitHub user and no token', async () => {
    const requests = recordFetch(unavailable);
    const { user, service } = codehostFromEnv({}, owner, 'https://site.test');
    expect(user).toBe('octocat');
    await expect(service.activity()).rejects.toMatchObject({ name: 'UpstreamError' });
    expect(requests.map((r) => r.url)).toContain('https://api.github.com/users/octocat');
    for (const request of requests) {
      expect(new URL(request.url).origin).toBe('https://api.github.com');
      expect(request.headers.get('user-agent')).toBe('portfolio-dev-portal/1.0 (+https://site.test; public activity of octocat)');
      expect(request.headers.has('authorization')).toBe(false);
    }
  });

  it('takes the API URL, user and token from the environment', async () => {
    const requests = recordFetch(unavailable);
    const env = { CODEHOST_API_URL: 'http://github.internal.test/api/v3', CODEHOST_USER: 'ada', GITHUB_TOKEN: 'test-token' };
    const { user, service } = codehostFromEnv(env, owner, 'https://site.test');
    expect(user).toBe('ada');
    await expect(service.activity()).rejects.toMatchObject({ name: 'UpstreamError' });
    expect(requests.map((r) => r.url)).toContain('http://github.internal.test/api/v3/users/ada');
    for (const request of requests) {
      expect(request.url.startsWith('http://github.internal.test/api/v3/users/ada')).toBe(true);
      expect(request.headers.get('authorization')).toBe('Bearer test-token');
      expect(request.headers.get('user-agent')).toContain('public activity of ada');
    }
  });

  it('treats empty variables as unset', async () => {
    const requests = recordFetch(unavailable);
    const { user, service } = codehostFromEnv({ CODEHOST_API_URL: '', CODEHOST_USER: '', GITHUB_TOKEN: '' }, owner, 'https://site.test');
    expect(user).toBe('octocat');
    await expect(service.activity()).rejects.toMatchObject({ name: 'UpstreamError' });
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((r) => r.url.startsWith('https://api.github.com/') && !r.headers.has('authorization'))).toBe(true);
  });
});
