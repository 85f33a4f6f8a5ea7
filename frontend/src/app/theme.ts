import { theme as antdTheme, type ThemeConfig } from 'antd';

/** The site's font stack, defined once in global.css (`--site-font`) for the page and for Ant Design. */
const fontFamily = 'var(--site-font)';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1d4ed8',
    // Ant Design lightens these on hover to 4.3:1 (buttons) and 2.8:1 (links) against white text or
    // background; these shades keep 4.5:1 while the pointer rests on a control.
    colorPrimaryHover: '#2563eb',
    colorLink: '#1d4ed8',
    colorLinkHover: '#1e40af',
    // the page's background (global.css --layout-bg), which some components use too
    colorBgLayout: '#f5f7fb',
    borderRadius: 8,
    fontFamily,
    // Ant Design's defaults for secondary text, placeholders and error text are below 4.5:1 on white.
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorError: '#cf1322',
  },
};

/**
 * The dark variant: Ant Design's dark algorithm over the same brand colour. Links get
 * lighter shades so that text keeps a contrast of at least 4.5:1.
 */
export const darkTheme: ThemeConfig = {
  algorithm: antdTheme.darkAlgorithm,
  token: {
    ...theme.token,
    colorLink: '#93c5fd',
    colorLinkHover: '#bfdbfe',
    colorBgLayout: '#0b1120',
    colorTextSecondary: 'rgba(255, 255, 255, 0.7)',
    colorTextDescription: 'rgba(255, 255, 255, 0.7)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
    colorError: '#ff7875',
  },
};

/** The Ant Design theme of a theme preference. */
export const themeFor = (mode: 'light' | 'dark'): ThemeConfig => (mode === 'dark' ? darkTheme : theme);
