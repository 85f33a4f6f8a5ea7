import type { ThemeConfig } from 'antd';

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
