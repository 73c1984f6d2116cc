import type { Catalog } from '../../create-i18n';
import type { Language } from '../../languages';
import { shellBn } from './bn';
import { shellEn } from './en';

export type ShellMessageId = keyof typeof shellEn;

/** The shell's catalog in both languages (small: the shell always carries it). */
export const SHELL_CATALOGS: Record<Language, Catalog> = { en: shellEn, bn: shellBn };
