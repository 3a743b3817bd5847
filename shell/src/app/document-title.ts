import { useEffect } from 'react';

export const PRODUCT_NAME = "Dad's Detailing";

/** document.title = "<route title> | Dad's Detailing", and the page's meta description when its remote gives one. */
export function useDocumentTitle(title: string | undefined, description?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
  useEffect(() => {
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
}
