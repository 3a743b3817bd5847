import { brand } from './theme';

/**
 * The look of antd's Button and Spin for the few controls of a visitor's first load (the header,
 * the public pages' links, the footer's links, the page spinner), as plain CSS: those screens then need no antd and
 * no css-in-js runtime. React 19 hoists this into <head> once, however many render it. Heights and font size read
 * CSS variables, so a screen can enlarge them as antd's theme does (the DAD's thumb-sized controls).
 * The focus ring is dark blue around a white one, so it shows on white and on the blue hero alike (issue 36 item 19).
 * Plain text, so a page the server paints before any JavaScript (mfe-public/src/first-paint.ts) uses the same rules.
 * It also carries @ant-design/icons' own base rules (.anticon): the icons insert them in an effect, after
 * the first frame, and a line of text with an icon then shrank by a few pixels (a layout shift).
 */
export const PLAIN_CSS = `
.dd-btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;box-sizing:border-box;height:var(--dd-control-height,32px);padding:0 15px;font-size:var(--dd-font-size,14px);line-height:1.5715;font-family:inherit;border-radius:8px;border:1px solid #d9d9d9;background:#fff;color:${brand.text};text-decoration:none;white-space:nowrap;cursor:pointer;transition:color .2s,background .2s,border-color .2s}
.dd-btn:hover{color:${brand.primary};border-color:${brand.primary}}
.dd-btn:focus-visible{outline:2px solid ${brand.primaryDark};outline-offset:2px;box-shadow:0 0 0 2px #fff}
.dd-btn-primary{background:${brand.primary};border-color:${brand.primary};color:#fff;box-shadow:0 2px 0 rgba(5,80,255,.08)}
.dd-btn-primary:hover{background:${brand.primaryHover};border-color:${brand.primaryHover};color:#fff}
.dd-btn-ghost{background:transparent;border-color:#fff;color:#fff}
.dd-btn-ghost:hover{background:transparent;border-color:#dbe4ff;color:#dbe4ff}
.dd-btn-text{border-color:transparent;background:transparent}
.dd-btn-text:hover{background:rgba(15,23,42,.06);border-color:transparent;color:${brand.text}}
.dd-btn-lg{height:var(--dd-control-height-lg,40px);font-size:16px;border-radius:10px}
.dd-btn-round{border-radius:999px;padding:0 20px}
.dd-btn-block{display:flex;width:100%}
.dd-link{color:${brand.text};text-decoration:none}
.dd-link:hover{color:${brand.primary};text-decoration:underline}
.dd-spinner{width:32px;height:32px;border-radius:50%;border:3px solid ${brand.border};border-top-color:${brand.primary};animation:dd-spin .8s linear infinite}
@keyframes dd-spin{to{transform:rotate(360deg)}}
.anticon{display:inline-flex;align-items:center;color:inherit;font-style:normal;line-height:0;text-align:center;text-transform:none;vertical-align:-0.125em}
.anticon>*{line-height:1}
.anticon svg{display:inline-block;vertical-align:inherit}
@media (prefers-reduced-motion:reduce){.dd-link{color:${brand.text};text-decoration:none}
.dd-link:hover{color:${brand.primary};text-decoration:underline}
.dd-spinner{animation-duration:2.4s}}
`;

export interface PlainButtonLook {
  type?: 'primary' | 'default' | 'text';
  size?: 'middle' | 'large';
  block?: boolean;
  ghost?: boolean;
  shape?: 'default' | 'round';
}

/** The class names of a plain button or link that looks like antd's Button with these props. */
export function plainButtonClass({ type = 'default', size = 'middle', block, ghost, shape }: PlainButtonLook, extra?: string): string {
  return [
    'dd-btn',
    type !== 'default' && `dd-btn-${type}`,
    ghost && 'dd-btn-ghost',
    size === 'large' && 'dd-btn-lg',
    shape === 'round' && 'dd-btn-round',
    block && 'dd-btn-block',
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}
