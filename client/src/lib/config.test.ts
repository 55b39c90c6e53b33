import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshConfig() {
  vi.resetModules();
  return (await import('./config')).config;
}

describe('client config: footer social links and press contact', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('shows no social link and uses the support address for press when nothing is configured', async () => {
    vi.stubEnv('VITE_SUPPORT_EMAIL', 'help@example.com');
    const config = await freshConfig();
    expect(config.socialLinks).toEqual([]);
    expect(config.pressEmail).toBe('help@example.com');
  });

  it('keeps only the networks given as http(s) URLs, in the footer order', async () => {
    vi.stubEnv('VITE_SOCIAL_LINKEDIN_URL', 'https://www.linkedin.com/company/example');
    vi.stubEnv('VITE_SOCIAL_FACEBOOK_URL', ' https://www.facebook.com/example ');
    vi.stubEnv('VITE_SOCIAL_X_URL', 'javascript:alert(1)');
    vi.stubEnv('VITE_SOCIAL_INSTAGRAM_URL', '#');
    vi.stubEnv('VITE_PRESS_EMAIL', 'press@example.com');
    const config = await freshConfig();
    expect(config.socialLinks).toEqual([
      { network: 'Facebook', url: 'https://www.facebook.com/example' },
      { network: 'LinkedIn', url: 'https://www.linkedin.com/company/example' },
    ]);
    expect(config.pressEmail).toBe('press@example.com');
  });
});
