// node --import tsx --test scripts/__tests__/literal-strings.test.mjs: the lint's literal-string check (issue 37)
// as eslint.config.mjs configures it, run through ESLint's API on small components.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { root } from '../lib.mjs';

const RULE = 'i18next/no-literal-string';
const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === RULE });

/** The literal strings the repository's config finds in `code`, as if it were the file `file`. */
async function literals(code, file = 'shared/src/ui/sample.tsx') {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message.replace(/^[^:]*: /, ''));
}

describe('the literal-string check', () => {
  it('fails on a text written in a component: JSX text, a text in an expression, a label read aloud', async () => {
    const found = await literals(`
      export function Sample({ busy }: { busy: boolean }) {
        return (
          <section aria-label="Members">
            <h1>Members of the association</h1>
            <input placeholder="Search by name" />
            <button type="submit">{busy ? 'Saving…' : 'Save'}</button>
          </section>
        );
      }
    `);
    assert.deepEqual(found, [
      'aria-label="Members"',
      '<h1>Members of the association</h1>',
      'placeholder="Search by name"',
      "busy ? 'Saving…' : 'Save'",
      "busy ? 'Saving…' : 'Save'",
    ]);
  });

  it('passes a component whose texts come from a catalog, with brand names, symbols and non-text values', async () => {
    const found = await literals(`
      import { useShellText } from '@alumni/shared';
      export function Sample({ amount }: { amount: string }) {
        const t = useShellText();
        return (
          <section aria-label={t('nav.menu')} className="box" data-testid="sample">
            <h1>{t('nav.dashboard')}</h1>
            <p>৳ {amount}</p>
            <span>·</span>
            <span>—</span>
            <p>Alumni Connect</p>
            <p>bKash</p>
            <input type="tel" placeholder="01XXXXXXXXX" />
            <Button variant="outline" size="sm">{t('search.submit')}</Button>
          </section>
        );
      }
    `);
    assert.deepEqual(found, []);
  });

  it('fails on a lone word too, lower-case or in capitals, and on a role a screen reader says', async () => {
    const found = await literals(`
      import { Box } from '@chakra-ui/react';
      export function Sample() {
        return (
          <Box as="section" aria-roledescription="carousel">
            <p>members</p>
            <p>OR</p>
            <span>{'saving'}</span>
          </Box>
        );
      }
    `);
    assert.deepEqual(found, ['aria-roledescription="carousel"', '<p>members</p>', '<p>OR</p>', "{'saving'}"]);
  });

  it("passes what is a name, not a text: a field's, a catalog id, an option's setting, an address's shape", async () => {
    const found = await literals(`
      import { useShellText } from '@alumni/shared';
      export function Sample({ register, offline }: { register: (name: string) => object; offline: boolean }) {
        const t = useShellText();
        return (
          <form method="post">
            <input {...register('first_name')} autoComplete="given-name" />
            <input type="url" placeholder="https://" />
            <p>{t(offline ? 'transactions.offline' : 'transactions.online')}</p>
            <p>{formatMoney(5, { on: 'card' })}</p>
          </form>
        );
      }
    `);
    assert.deepEqual(found, []);
  });

  it('checks the components of every frontend package, not their tests', async () => {
    const component = 'export const Greeting = () => <p>Hello there</p>;';
    for (const pkg of ['shell', 'public-site', 'member-portal', 'admin-portal', 'superadmin-portal'])
      assert.equal((await literals(component, `${pkg}/src/a.tsx`)).length, 1, pkg);
    assert.deepEqual(await literals(component, 'shared/src/ui/__tests__/a.test.tsx'), []);
  });
});
