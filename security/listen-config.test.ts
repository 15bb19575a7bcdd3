import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, hostName, isLoopback, loadListenConfig } from '../server/http-server.ts';

const incoming = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

describe('who the client is', () => {
  const trusted = new Set(['127.0.0.1', '10.0.0.2']);

  it('is the socket’s peer, whatever an untrusted peer writes in X-Forwarded-For', () => {
    expect(clientAddress(incoming('192.168.1.20', '203.0.113.9'), trusted)).toBe('192.168.1.20');
    expect(clientAddress(incoming('::ffff:192.168.1.20'), trusted)).toBe('192.168.1.20');
  });

  it('is the last address a trusted proxy saw, skipping trusted hops and forged entries', () => {
    expect(clientAddress(incoming('127.0.0.1', '203.0.113.9'), trusted)).toBe('203.0.113.9');
    // The client wrote 6.6.6.6 itself; the proxies appended what they saw.
    expect(clientAddress(incoming('127.0.0.1', '6.6.6.6, 203.0.113.9, 10.0.0.2'), trusted)).toBe(
      '203.0.113.9',
    );
    expect(clientAddress(incoming('127.0.0.1', 'garbage'), trusted)).toBe('127.0.0.1');
    expect(clientAddress(incoming('127.0.0.1'), trusted)).toBe('127.0.0.1');
  });
});

describe('listening configuration', () => {
  it('binds to loopback by default and believes no one’s X-Forwarded-For unless told', () => {
    expect(loadListenConfig({})).toEqual({
      host: '127.0.0.1',
      port: 3000,
      allowedHosts: [],
      trustedProxies: [],
    });
    expect(loadListenConfig({ TRUSTED_PROXIES: '127.0.0.1, ::1' }).trustedProxies).toEqual([
      '127.0.0.1',
      '::1',
    ]);
  });

  it('reads ALLOWED_HOSTS and TRUSTED_PROXIES as comma-separated lists', () => {
    const config = loadListenConfig({
      HOST: '0.0.0.0',
      ALLOWED_HOSTS: 'ghala.lan, 192.168.1.20',
      TRUSTED_PROXIES: 'none',
    });
    expect(config).toMatchObject({
      allowedHosts: ['ghala.lan', '192.168.1.20'],
      trustedProxies: [],
    });
  });

  it.each([
    [{ HOST: '0.0.0.0' }, 'ALLOWED_HOSTS: must list the host names'],
    [{ HOST: '192.168.1.20' }, 'ALLOWED_HOSTS: must list the host names'],
    [{ TRUSTED_PROXIES: 'proxy.lan' }, 'TRUSTED_PROXIES: must be IP addresses'],
  ])('stops start-up on %j', (env, message) => {
    expect(() => loadListenConfig(env)).toThrow(message);
  });

  it('knows loopback addresses and reads host names from Host headers', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]']) {
      expect(isLoopback(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'ghala.lan']) {
      expect(isLoopback(host), host).toBe(false);
    }
    expect(hostName('Ghala.LAN:3000')).toBe('ghala.lan');
    expect(hostName('[::1]:3000')).toBe('[::1]');
    expect(hostName('ghala.lan.')).toBe('ghala.lan');
  });
});
