import { useEffect } from 'react';

export const PRODUCT_NAME = "Dad's Detailing";

/** document.title = "<route title> | Dad's Detailing". */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
