/** What NODE_ENV=production refuses to start without: one line per missing setting, saying what to set. */
export function productionProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (!env.DATABASE_URL)
    problems.push(
      'DATABASE_URL is required in production: the PostgreSQL database every instance shares (postgres://user:password@host:5432/alumni)',
    );
  if (!env.JWT_SECRET)
    problems.push(
      'JWT_SECRET is required in production: the same secret of at least 32 characters on every instance (e.g. `openssl rand -base64 48`)',
    );
  if (!env.PUBLIC_ORIGIN)
    problems.push(
      'PUBLIC_ORIGIN is required in production: the address people open, used in mails and payment returns (https://alumni.example.org)',
    );
  if (!env.SMTP_URL && env.MAIL_TRANSPORT !== 'files')
    problems.push(
      'SMTP_URL is required in production (smtp://user:password@host:587), or MAIL_TRANSPORT=files to keep mail as .eml files in DATA_DIR/outbox',
    );
  if (!env.PAYMENT_GATEWAY)
    problems.push(
      'PAYMENT_GATEWAY is required in production: sslcommerz (with SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD) for real payments, or sandbox to run the built-in test checkout where no money moves',
    );
  if (env.SEED_DEMO && ['1', 'true', 'yes', 'on'].includes(env.SEED_DEMO))
    problems.push(
      'SEED_DEMO must be 0 in production: demo accounts have published passwords (set SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD for the first account)',
    );
  return problems;
}
