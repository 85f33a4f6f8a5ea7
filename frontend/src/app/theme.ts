import { theme as antdTheme, type ThemeConfig } from 'antd';

/** System fonts first, then Noto for Arabic, Chinese and Korean, then colour emoji. */
const fontFamily = [
  '-apple-system',
  'BlinkMacSystemFont',
  "'Segoe UI'",
  'Roboto',
  "'Helvetica Neue'",
  'Arial',
  "'Noto Sans'",
  "'Noto Sans Arabic'",
  "'Noto Sans CJK SC'",
  "'Noto Sans CJK KR'",
  "'PingFang SC'",
  "'Microsoft YaHei'",
  "'Malgun Gothic'",
  'sans-serif',
  "'Apple Color Emoji'",
  "'Segoe UI Emoji'",
  "'Noto Color Emoji'",
].join(', ');

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1d4ed8',
    colorLink: '#1d4ed8',
    colorBgLayout: '#f5f7fb',
    borderRadius: 8,
    fontFamily,
    // Ant Design's defaults for secondary text, placeholders and error text are below 4.5:1 on white.
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorError: '#cf1322',
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      headerHeight: 64,
      headerPadding: 0,
      footerBg: '#0b1733',
      footerPadding: 0,
    },
  },
};

/**
 * The dark variant: Ant Design's dark algorithm over the same brand colour. Links and the layout get
 * lighter or darker shades so that text keeps a contrast of at least 4.5:1.
 */
export const darkTheme: ThemeConfig = {
  algorithm: antdTheme.darkAlgorithm,
  token: {
    ...theme.token,
    colorLink: '#93c5fd',
    colorBgLayout: '#0b1120',
    colorTextSecondary: 'rgba(255, 255, 255, 0.7)',
    colorTextDescription: 'rgba(255, 255, 255, 0.7)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
    colorError: '#ff7875',
  },
  components: {
    ...theme.components,
    Layout: {
      ...theme.components?.Layout,
      headerBg: '#111827',
      footerBg: '#050b1a',
    },
  },
};

/** The Ant Design theme of a theme preference. */
export const themeFor = (mode: 'light' | 'dark'): ThemeConfig => (mode === 'dark' ? darkTheme : theme);
