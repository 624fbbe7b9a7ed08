/** Text a walkthrough writes in every language the app speaks (code is never translated). */
export const languages = ['en', 'zh-CN'] as const;
export type Language = (typeof languages)[number];
export type Localized = Readonly<Record<Language, string>>;
