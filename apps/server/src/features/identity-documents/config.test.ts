import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/index.js';
import { aadOf, IdentityCipher } from './cipher.js';

describe('IDENTITY_ENCRYPTION_KEY: "encrypted at rest with a key from the environment"', () => {
  it('is required in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /IDENTITY_ENCRYPTION_KEY: required when NODE_ENV=production/,
    );
    // Production also refuses the sandbox providers unless they are allowed by name (issue 15).
    const prod = loadConfig({
      NODE_ENV: 'production',
      IDENTITY_ENCRYPTION_KEY: 'k'.repeat(32),
      ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: 'true',
    });
    expect(prod.identityEncryption).toEqual({ secret: 'k'.repeat(32), isDevDefault: false });
  });

  it('must be at least 32 characters', () => {
    expect(() => loadConfig({ IDENTITY_ENCRYPTION_KEY: 'short' })).toThrow(
      /IDENTITY_ENCRYPTION_KEY: must be at least 32 characters/,
    );
  });

  it('falls back to a fixed development key outside production (flagged, so the app warns)', () => {
    const dev = loadConfig({});
    expect(dev.identityEncryption.isDevDefault).toBe(true);
    expect(loadConfig({}).identityEncryption.secret).toBe(dev.identityEncryption.secret);
  });

  it('seals with AES-256-GCM bound to the row and owner', () => {
    const cipher = new IdentityCipher('x'.repeat(40));
    const sealed = cipher.seal({ serialNumber: 'АА123456' }, aadOf('row-1', 'user-1'));
    expect(cipher.open(sealed, aadOf('row-1', 'user-1'))).toEqual({ serialNumber: 'АА123456' });
    // Copied onto another row or another customer, it no longer opens.
    expect(() => cipher.open(sealed, aadOf('row-2', 'user-1'))).toThrow();
    expect(() => cipher.open(sealed, aadOf('row-1', 'user-2'))).toThrow();
    expect(() =>
      cipher.open(
        { ...sealed, ciphertext: Buffer.from('tampered').toString('base64') },
        aadOf('row-1', 'user-1'),
      ),
    ).toThrow();
  });
});
