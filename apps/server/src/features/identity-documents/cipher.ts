// AES-256-GCM sealing of identity documents. The key is SHA-256 of IDENTITY_ENCRYPTION_KEY (a 32+
// character secret), every row gets a fresh random 12-byte IV, and the row's id and owner are bound
// in as additional authenticated data, so a sealed document copied onto another row or another
// customer fails to open instead of leaking.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export interface Sealed {
  keyId: string;
  iv: string;
  ciphertext: string;
  authTag: string;
}

export class IdentityCipher {
  private readonly key: Buffer;
  readonly keyId: string;

  constructor(secret: string) {
    this.key = createHash('sha256').update(secret, 'utf8').digest();
    // Names the key without revealing it: a hash of the key, not of the secret.
    this.keyId = createHash('sha256').update(this.key).digest('hex').slice(0, 16);
  }

  seal(value: unknown, aad: string): Sealed {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(aad, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return {
      keyId: this.keyId,
      iv: iv.toString('base64'),
      ciphertext: ciphertext.toString('base64'),
      authTag: cipher.getAuthTag().toString('base64'),
    };
  }

  /** Throws when the row was sealed with another key or was tampered with. */
  open<T>(sealed: Sealed, aad: string): T {
    if (sealed.keyId !== this.keyId) throw new Error('identity document sealed with another key');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(sealed.iv, 'base64'));
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(Buffer.from(sealed.authTag, 'base64'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(sealed.ciphertext, 'base64')),
      decipher.final(),
    ]);
    return JSON.parse(plain.toString('utf8')) as T;
  }
}

/** AAD of a row: its id and its owner. */
export const aadOf = (id: string, userId: string) => `identity-document:${id}:${userId}`;
