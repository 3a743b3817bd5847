import type { Language } from '@dd/contracts/language';

/**
 * The shell header's own few words, in each language: the header paints before any catalog could
 * load (a catalog would show English first, then switch), and the public remote's first paint draws
 * the same Sign In. The words match the remotes' catalogs (their "nav.Dashboard").
 */
export const HEADER_TEXT: Record<Language, { signIn: string; openMenu: string; menu: string; dashboard: string; logOut: string }> = {
  en: { signIn: 'Sign In', openMenu: 'Open menu', menu: 'Menu', dashboard: 'Dashboard', logOut: 'Log out' },
  es: { signIn: 'Iniciar sesión', openMenu: 'Abrir menú', menu: 'Menú', dashboard: 'Panel', logOut: 'Cerrar sesión' },
  vi: { signIn: 'Đăng nhập', openMenu: 'Mở menu', menu: 'Menu', dashboard: 'Trang chính', logOut: 'Đăng xuất' },
};
