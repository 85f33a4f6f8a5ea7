import RocketOutlined from '@ant-design/icons-svg/lib/asn/RocketOutlined';
import { renderIconDefinitionToSVGElement } from '@ant-design/icons-svg/lib/helpers';
import type { Language, Texts } from './texts';
import escapeHtml from 'escape-html';

/** The site's logo (Ant Design's rocket, as in the SPA's navigation bar): an emoji shows as a box without an emoji font. */
const LOGO_SVG = renderIconDefinitionToSVGElement(RocketOutlined, {
  extraSVGAttrs: { width: '1em', height: '1em', fill: 'currentColor', focusable: 'false' },
});

const STYLE = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic","Noto Sans CJK SC",sans-serif}
*{box-sizing:border-box}body{margin:0;min-height:100vh;background:#f5f7fb;color:#0f172a;display:flex;flex-direction:column}
header{background:#fff;box-shadow:0 1px 8px rgba(15,23,42,.08);padding-block:14px;padding-inline:24px;display:flex;align-items:center;gap:10px}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:1.15rem;color:#0f172a;text-decoration:none}
.logo{inline-size:34px;block-size:34px;border-radius:9px;background:#1d4ed8;color:#fff;display:grid;place-items:center;font-size:18px}
main{flex:1;display:grid;place-items:center;padding:32px 16px}
.card{inline-size:min(420px,100%);background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(15,23,42,.08);padding:32px}
h1{margin:0 0 6px;font-size:1.6rem}.notice{margin:0 0 22px;color:#64748b;font-size:.9rem}
label{display:block;font-weight:600;font-size:.9rem;margin-block:14px 6px}
input{inline-size:100%;padding:10px 12px;border:1px solid #cbd5e1;border-radius:8px;font:inherit}
input:focus{outline:2px solid #1d4ed8;outline-offset:1px;border-color:#1d4ed8}
button{margin-block-start:22px;inline-size:100%;padding:11px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:hover{background:#1e40af}.alt{display:block;margin-block-start:18px;text-align:center;color:#1d4ed8}
.errors{background:#fef2f2;color:#b91c1c;border-radius:8px;padding:10px 14px;margin:0 0 8px;list-style:none}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}`;

function layout(language: Language, title: string, body: string, siteUrl: string): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="${escapeHtml(siteUrl)}/favicon.svg">
<title>${escapeHtml(title)} · Europa Launchpad</title><style>${STYLE}</style></head>
<body><header><a class="brand" href="${escapeHtml(siteUrl)}/"><span class="logo" aria-hidden="true">${LOGO_SVG}</span>Europa Launchpad</a></header>
<main>${body}</main></body></html>`;
}

function errorList(errors: readonly string[]): string {
  return errors.length
    ? `<ul class="errors" role="alert">${errors.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul>`
    : '';
}

export interface FormPage {
  readonly language: Language;
  readonly texts: Texts;
  readonly action: string;
  readonly alternateHref: string;
  readonly siteUrl: string;
  readonly errors: readonly string[];
  readonly values: Readonly<Record<string, string>>;
}

function field(name: string, label: string, type: string, value: string, autocomplete: string): string {
  const id = `f-${name}`;
  return `<label for="${id}">${escapeHtml(label)}</label><input id="${id}" name="${name}" type="${type}" value="${escapeHtml(value)}" autocomplete="${autocomplete}" required>`;
}

export function loginPage(page: FormPage): string {
  const t = page.texts;
  const body = `<section class="card"><h1>${escapeHtml(t.signInTitle)}</h1><p class="notice">${escapeHtml(t.devNotice)}</p>
${errorList(page.errors)}<form method="post" action="${escapeHtml(page.action)}">
${field('username', t.username, 'text', page.values.username ?? '', 'username')}
${field('password', t.password, 'password', '', 'current-password')}
<button type="submit">${escapeHtml(t.signIn)}</button></form>
<a class="alt" href="${escapeHtml(page.alternateHref)}">${escapeHtml(t.toRegister)}</a></section>`;
  return layout(page.language, t.signInTitle, body, page.siteUrl);
}

export function registerPage(page: FormPage): string {
  const t = page.texts;
  const v = page.values;
  const body = `<section class="card"><h1>${escapeHtml(t.registerTitle)}</h1><p class="notice">${escapeHtml(t.devNotice)}</p>
${errorList(page.errors)}<form method="post" action="${escapeHtml(page.action)}">
<div class="row"><div>${field('firstName', t.firstName, 'text', v.firstName ?? '', 'given-name')}</div><div>${field('lastName', t.lastName, 'text', v.lastName ?? '', 'family-name')}</div></div>
${field('email', t.email, 'email', v.email ?? '', 'email')}
${field('username', t.username, 'text', v.username ?? '', 'username')}
${field('password', t.password, 'password', '', 'new-password')}
<button type="submit">${escapeHtml(t.register)}</button></form>
<a class="alt" href="${escapeHtml(page.alternateHref)}">${escapeHtml(t.toSignIn)}</a></section>`;
  return layout(page.language, t.registerTitle, body, page.siteUrl);
}

export function messagePage(
  language: Language,
  title: string,
  message: string,
  siteUrl: string,
  linkText: string,
): string {
  const body = `<section class="card"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><a class="alt" href="${escapeHtml(siteUrl)}/">${escapeHtml(linkText)}</a></section>`;
  return layout(language, title, body, siteUrl);
}

/** oidc-provider's logout confirmation, submitted at once: signing out from the site needs no second click. */
export function logoutPage(language: Language, texts: Texts, form: string, siteUrl: string): string {
  const body = `<section class="card"><h1>${escapeHtml(texts.signingOut)}</h1>${form}
<script>var f=document.forms[0];var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();</script></section>`;
  return layout(language, texts.signingOut, body, siteUrl);
}
