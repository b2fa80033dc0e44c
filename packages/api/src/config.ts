/** Everything the API needs from its host, resolved once by apps/server (its env.ts). */
export type ApiConfig = {
  /** Base of links in emails, e.g. http://localhost:3000. */
  appUrl: string;
  jwtSecret: string;
  /** Secure cookies (production behind TLS). */
  secureCookies: boolean;
  /** `false` turns request rate limits off (benchmarks, automated harnesses). */
  rateLimits: boolean;
  /** Counts rate limits in Redis instead of the database (rate_limits table). */
  redisUrl?: string | undefined;
  dataDir: string;
  smtpUrl?: string | undefined;
  mailFrom: string;
  stripe?: {
    secretKey: string;
    webhookSecret?: string | undefined;
    pricePro?: string | undefined;
    priceBusiness?: string | undefined;
    host?: string | undefined;
    port?: number | undefined;
    protocol?: 'http' | 'https' | undefined;
  };
};
