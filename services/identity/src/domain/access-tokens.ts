import type { Database } from '@portal/service-kit';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '@portal/service-kit';
import { desc } from 'drizzle-orm';
import { importJWK, SignJWT, type CryptoKey, type JWK } from 'jose';
import { signingKeys } from '../db/schema';
import type { UserAuthView } from './user-view';

/** Signs access tokens with the newest signing key (cached; keys are only ever added). */
export class AccessTokens {
  private key: { kid: string; privateKey: CryptoKey } | null = null;

  constructor(
    private readonly db: Database,
    readonly ttlSeconds: number,
  ) {}

  private async signingKey() {
    if (this.key) return this.key;
    const [row] = await this.db.select().from(signingKeys).orderBy(desc(signingKeys.createdAt)).limit(1);
    if (!row) throw new Error('no signing key');
    this.key = { kid: row.kid, privateKey: (await importJWK(row.privateJwk as JWK, 'EdDSA')) as CryptoKey };
    return this.key;
  }

  async issue(user: UserAuthView): Promise<string> {
    const { kid, privateKey } = await this.signingKey();
    return new SignJWT({
      username: user.username,
      roles: user.roles.map((r) => r.name),
      permissions: user.permissions,
      clubId: user.clubId,
      paymentUntil: user.paymentUntil,
      iatMs: Date.now(),
    })
      .setProtectedHeader({ alg: 'EdDSA', kid })
      .setSubject(String(user.id))
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(privateKey);
  }

  /** Sliding session: past half of its life a token is replaced by a fresh one. */
  needsRenewal(issuedAt: number, expiresAt: number, now = Date.now() / 1000): boolean {
    return now - issuedAt > (expiresAt - issuedAt) / 2;
  }
}
