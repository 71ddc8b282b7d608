import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './logging.js';

// Issue 33.11: `?api_key=…` reached the request log as it was; only a few exact names were redacted.

describe('redactUrl', () => {
  it.each([
    ['/api/v1/accounts?api_key=prly_live_abc&page=2', '/api/v1/accounts?api_key=[redacted]&page=2'],
    ['/x?API_KEY=abc', '/x?API_KEY=[redacted]'],
    ['/x?apiKey=abc', '/x?apiKey=[redacted]'],
    ['/x?api%5Fkey=abc', '/x?api%5Fkey=[redacted]'],
    ['/x?key=abc', '/x?key=[redacted]'],
    ['/x?token=abc', '/x?token=[redacted]'],
    ['/users/password/edit?reset_password_token=abc', '/users/password/edit?reset_password_token=[redacted]'],
    ['/users/confirmation?confirmation_token=abc', '/users/confirmation?confirmation_token=[redacted]'],
    ['/x?Secret=abc', '/x?Secret=[redacted]'],
    ['/x?client_secret=abc', '/x?client_secret=[redacted]'],
    ['/x?password=abc', '/x?password=[redacted]'],
    ['/x?user[password]=abc', '/x?user[password]=[redacted]'],
    ['/x?code=123456', '/x?code=[redacted]'],
    ['/x?signature=abc&Signature=def', '/x?signature=[redacted]&Signature=[redacted]'],
    ['/x?auth_token=abc', '/x?auth_token=[redacted]'],
  ])('redacts %s', (url, redacted) => expect(redactUrl(url)).toBe(redacted));

  it.each(['/collectors/accounts?filters[search]=smith&num_pages=2', '/my_dashboard?activeTab=cases', '/blog/a-post', '/x?flag'])(
    'keeps %s as it is',
    (url) => {
      expect(redactUrl(url)).toBe(url);
    },
  );

  it('is what the request log writes', () => {
    const options = loggerOptions('info') as { serializers: { req: (req: { method: string; url: string; ip: string }) => { url: string } } };
    expect(options.serializers.req({ method: 'GET', url: '/api/v1/accounts?api_key=prly_live_abc', ip: '203.0.113.9' }).url).toBe(
      '/api/v1/accounts?api_key=[redacted]',
    );
  });
});
