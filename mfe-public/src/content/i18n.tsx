import type { ReactElement, ReactNode } from 'react';
import { Trans } from '@lingui/react';
import { appI18n, useT as useUiT } from '@dd/ui/i18n';
import type { PublicMessageId } from '../i18n';
import { contentCatalog } from './catalog';
import type en from './locales/en.json';

/**
 * The content pages' words (about, FAQ, contact, the legal texts): a catalog of their own beside
 * them, loaded with their lazy chunks only, so the home page and the booking wizard never carry a
 * policy's paragraphs (decision 0450); their instance holds the public remote's catalog too.
 */
export const { I18nRoot: ContentI18nRoot } = appI18n(contentCatalog);

export type ContentMessageId = keyof typeof en | PublicMessageId;

/** `t(id, values)` with the content pages' ids and the public remote's. */
export const useContentT = () => useUiT<ContentMessageId>();

/**
 * A message with links in it: the catalog marks each with numbered tags (`See the <0>service
 * area</0>.`), and `links[0]` is the element that wraps those words, so a translation can put the
 * link where its language needs it.
 */
export function Rich({ id, values, links }: { id: keyof typeof en; values?: Record<string, string | number>; links: ReactElement[] }) {
  return <Trans id={id} values={values} components={{ ...links }} />;
}

/** A content page in its language once the content catalog is in. */
export function InContentLanguage({ children }: { children: ReactNode }) {
  return <ContentI18nRoot>{children}</ContentI18nRoot>;
}
