import { FIRM_API_MESSAGES } from '@parley/shared';
import { describe, expect, it } from 'vitest';
import { endpointUrlProblem, isPrivateAddress, postWebhook, transportPolicy } from './webhook-transport.js';

// Issue 33.11: the production filter let `[::127.0.0.1]`, 6to4 (2002::/16) and local NAT64
// (64:ff9b:1::/48) through: IPv6 spellings of private IPv4 hosts.

const production = { allowLoopbackHttp: false };

describe('which addresses a webhook may reach', () => {
  it.each([
    ['IPv4-compatible loopback', '::127.0.0.1'],
    ['IPv4-compatible loopback, as the URL parser writes it', '::7f00:1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped loopback in hex', '::ffff:7f00:1'],
    ['IPv4-mapped metadata address', '::ffff:a9fe:a9fe'],
    ['SIIT-translated private address', '::ffff:0:10.0.0.1'],
    ['6to4 of loopback', '2002:7f00:1::'],
    ['6to4 of 10.0.0.1', '2002:a00:1::1'],
    ['6to4 of 192.168.1.1', '2002:c0a8:101::1'],
    ['NAT64 of loopback', '64:ff9b::127.0.0.1'],
    ['NAT64 of the metadata address', '64:ff9b::a9fe:a9fe'],
    ['local NAT64', '64:ff9b:1::1'],
    ['local NAT64 embedding a public address', '64:ff9b:1:808:8:800::'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['IPv6 documentation', '2001:db8::1'],
    ['unspecified', '::'],
    ['loopback', '::1'],
    ['link-local with a zone', 'fe80::1%eth0'],
    ['unique-local', 'fd12:3456::1'],
    ['multicast', 'ff02::1'],
    ['discard-only', '100::1'],
    ['deprecated site-local', 'fec0::1'],
    ['IPv4 documentation', '192.0.2.1'],
    ['IPv4 documentation (TEST-NET-2)', '198.51.100.1'],
    ['IPv4 documentation (TEST-NET-3)', '203.0.113.5'],
    ['6to4 relay anycast', '192.88.99.1'],
    ['broadcast', '255.255.255.255'],
    ['unspecified IPv4', '0.0.0.0'],
    ['shared address space', '100.64.0.1'],
    ['not an address', 'hooks.example.com'],
  ])('refuses %s (%s)', (_what, address) => expect(isPrivateAddress(address)).toBe(true));

  it.each([
    ['a public IPv4 address', '8.8.8.8'],
    ['a public IPv6 address', '2606:4700::1111'],
    ['IPv4-mapped public address', '::ffff:8.8.8.8'],
    ['6to4 of a public address', '2002:808:808::1'],
    ['NAT64 of a public address', '64:ff9b::8.8.8.8'],
  ])('takes %s (%s)', (_what, address) => expect(isPrivateAddress(address)).toBe(false));

  it.each([
    'https://[::127.0.0.1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://[::ffff:0:127.0.0.1]/hook',
    'https://[2002:7f00:1::]/hook',
    'https://[64:ff9b::169.254.169.254]/latest/meta-data',
    'https://[64:ff9b:1::a00:1]/hook',
  ])('refuses the endpoint %s outside the test suite', (url) => expect(endpointUrlProblem(url, production)).toBe(FIRM_API_MESSAGES.urlPrivate));

  it('takes an endpoint at a public IPv6 address in production', () => {
    expect(endpointUrlProblem('https://[2606:4700::1111]/hook', production)).toBeNull();
  });
});

describe('the policy `npm start` runs with (development)', () => {
  // Found by a black-box probe: under `npm start` a firm administrator could point a webhook at this
  // machine or a private address and read the first 500 characters of what answered.
  const started = transportPolicy('development');
  it.each([
    'http://127.0.0.1:5432/',
    'http://localhost:3000/api',
    'http://[::1]:22/',
    'https://169.254.169.254/latest/meta-data',
    'https://10.0.0.1/x',
    'https://localhost/x',
  ])('refuses %s', (url) => expect(endpointUrlProblem(url, started)).not.toBeNull());
  it('connects to nothing private, and says why', async () => {
    const result = await postWebhook(started, 'https://127.0.0.1:1/hook', {}, '{}');
    expect(result).toMatchObject({ statusCode: null, responseSnippet: null, error: FIRM_API_MESSAGES.urlPrivate });
    expect(transportPolicy('production').allowLoopbackHttp).toBe(false);
    expect(transportPolicy('test').allowLoopbackHttp).toBe(true);
  });
});
