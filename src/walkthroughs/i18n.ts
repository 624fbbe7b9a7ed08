/**
 * One way of localising, for the app and every walkthrough alike, gettext-style: a text is
 * written in English where it is used — `t('Step {n} of {total}', { n, total })` in a
 * component, `msg('…')` in a walkthrough's data — and that English text is its key. English
 * needs no catalog; each other language has catalogs (the app's, and one per walkthrough)
 * loaded when a reader chooses it. `test/ui/i18n.test.ts` finds every text and holds each
 * catalog to exactly those keys, with the same placeholders.
 */

/** The languages the app speaks. English is the one texts are written in. */
export const languages = ['en', 'zh-CN'] as const;
export type Language = (typeof languages)[number];

/** Each language by its own name, as a language switch offers it. */
export const languageNames: Readonly<Record<Language, string>> = { en: 'English', 'zh-CN': '简体中文' };

/** A text for readers, in English; shown through a translator in the reader's language. */
export type Message = string;

/** Translations of English texts into one language, keyed by the English. */
export type Catalog = Readonly<Record<string, string>>;

export type Params = Readonly<Record<string, string | number>>;
export type Translate = (message: Message, params?: Params) => string;

/** Marks an English text in a walkthrough's data as one to translate (the i18n test finds it); returns it unchanged. */
export function msg(english: string): Message {
  return english;
}

/** Fills `{name}` placeholders. */
export function format(message: string, params?: Params): string {
  if (!params) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A translator over catalogs, first match wins; English (the key itself) when none has the text. */
export function translator(catalogs: readonly (Catalog | undefined)[]): Translate {
  return (message, params) => {
    for (const c of catalogs) {
      const hit = c?.[message];
      if (hit !== undefined) return format(hit, params);
    }
    return format(message, params);
  };
}
