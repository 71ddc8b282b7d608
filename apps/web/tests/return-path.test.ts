import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectorReturnPath } from '../src/collector/session/return-path';
import { consumerReturnPath } from '../src/consumer/session/return-path';
import { isSitePath } from '../src/lib/return-path';

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('isSitePath', () => {
  it.each(['https://evil.example/collectors/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'collectors/accounts', '/x\n'])(
    'refuses %j',
    (path) => expect(isSitePath(path)).toBe(false),
  );
});

describe('collectorReturnPath', () => {
  it('gives back a remembered portal page with its query string, once', () => {
    collectorReturnPath.remember('/collectors/accounts?filters[search]=smith&num_pages=2');
    expect(collectorReturnPath.consume()).toBe('/collectors/accounts?filters[search]=smith&num_pages=2');
    expect(collectorReturnPath.consume()).toBeNull();
  });

  it.each(['/my_dashboard', '/collectors', '/collectors/api/logout', 'https://evil.example/collectors/accounts'])('ignores %j', (path) => {
    collectorReturnPath.remember(path);
    expect(collectorReturnPath.consume()).toBeNull();
  });

  it('refuses a tampered value found in storage', () => {
    window.sessionStorage.setItem('parley.collectors.origin', '//evil.example/collectors/');
    expect(collectorReturnPath.consume()).toBeNull();
  });
});

describe('consumerReturnPath', () => {
  it('remembers consumer pages but not the sign-in screens', () => {
    consumerReturnPath.remember('/users/sign_in');
    expect(consumerReturnPath.consume()).toBeNull();
    consumerReturnPath.remember('/my_dashboard?activeTab=cases');
    expect(consumerReturnPath.consume()).toBe('/my_dashboard?activeTab=cases');
  });
});
