import { sql, type Kysely } from 'kysely';

/*
 * The language a person reads (issue 37): their mails and their certificate's wording follow it. Set at
 * sign-up from the language in use, changed on the profile page; English for every account made before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'bn'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN language`.execute(db);
}
