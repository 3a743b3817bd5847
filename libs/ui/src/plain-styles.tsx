import { PLAIN_CSS } from './plain-css';

export { plainButtonClass, type PlainButtonLook } from './plain-css';

/** The plain controls' rules (plain-css.ts), hoisted into <head> once however many render them (React 19). */
export function PlainStyles() {
  return (
    <style href="dd-plain" precedence="dd">
      {PLAIN_CSS}
    </style>
  );
}
