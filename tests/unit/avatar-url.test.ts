import { describe, expect, it } from 'vitest';
import { avatarRemotePatterns, avatarUrl, GITHUB_AVATARS, isAllowedAvatar } from '../../src/lib/portrait/avatar-url.ts';

describe('avatarUrl', () => {
  it("is GitHub's avatar service when the build talks to GitHub", () => {
    expect(avatarUrl({}, 'lucia-perez')).toMatch(new RegExp(`^${GITHUB_AVATARS}/lucia-perez\\?size=\\d+$`));
    expect(avatarUrl({ CODEHOST_API_URL: 'https://api.github.com/' }, 'ada')).toMatch(/^https:\/\/avatars\.githubusercontent\.com\/ada\?/);
  });

  it('is none when the API points elsewhere (the offline build, a fake): no request leaves the machine', () => {
    expect(avatarUrl({ CODEHOST_API_URL: 'http://127.0.0.1:9' }, 'ada')).toBeNull();
  });

  it('follows CODEHOST_AVATAR_URL when set', () => {
    expect(avatarUrl({ CODEHOST_API_URL: 'http://127.0.0.1:9', CODEHOST_AVATAR_URL: 'http://127.0.0.1:8080/' }, 'ada')).toMatch(
      /^http:\/\/127\.0\.0\.1:8080\/ada\?size=\d+$/,
    );
  });
});

describe('isAllowedAvatar', () => {
  it('allows only the hosts astro:assets downloads from', () => {
    const env = { CODEHOST_AVATAR_URL: 'http://127.0.0.1:8080' };
    expect(avatarRemotePatterns(env)).toHaveLength(2);
    expect(isAllowedAvatar('https://avatars.githubusercontent.com/u/1?v=4', {})).toBe(true);
    expect(isAllowedAvatar('http://127.0.0.1:8080/ada', env)).toBe(true);
    expect(isAllowedAvatar('http://127.0.0.1:8081/ada', env)).toBe(false);
    expect(isAllowedAvatar('https://evil.example/ada.png', env)).toBe(false);
    expect(isAllowedAvatar('http://avatars.githubusercontent.com/u/1', {})).toBe(false);
  });
});
