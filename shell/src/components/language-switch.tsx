import { Button, type ButtonProps } from '@chakra-ui/react';
import { useCatalog, useLanguage } from '@alumni/shared';
import { LANGUAGE_NAMES, SHELL_CATALOGS, type Language, type ShellMessageId } from '@alumni/shared/i18n';
import { useLocation } from 'react-router';

/** This page's address with `?lang=` set to `language` (the server keeps the choice in a cookie and renders it). */
export function switchHref(pathname: string, search: string, hash: string, language: Language): string {
  const params = new URLSearchParams(search);
  params.set('lang', language);
  return `${pathname}?${params.toString()}${hash}`;
}

/**
 * The language switch beside the theme toggle: a plain link to this page in the other language, so it works
 * before the page's script has come (a public page sends none until first use), and reloads the page once it has
 * (React Router leaves a plain `<a>` to the browser): a page never changes language in place. On a phone the
 * public bar has no room for it: it is in the phone menu there (which also works before the script).
 */
export function LanguageSwitch(props: Pick<ButtonProps, 'hideBelow' | 'justifyContent' | 'variant'>) {
  const language = useLanguage();
  const t = useCatalog<ShellMessageId>(SHELL_CATALOGS);
  const { pathname, search, hash } = useLocation();
  const other: Language = language === 'bn' ? 'en' : 'bn';
  const name = LANGUAGE_NAMES[other];
  return (
    <Button asChild variant="ghost" size="sm" px="2" fontWeight="semibold" {...props}>
      <a
        href={switchHref(pathname, search, hash, other)}
        hrefLang={other}
        lang={other}
        aria-label={t('language.switch', { language: name })}
        title={t('language.switch', { language: name })}
        data-language-switch=""
      >
        {name}
      </a>
    </Button>
  );
}
