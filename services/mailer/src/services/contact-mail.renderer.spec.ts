import { ContactMessageFactory } from '../../../../test/small/small.factory';
import { renderContactMail } from './contact-mail.renderer';

describe(renderContactMail.name, () => {
  const hostile = ContactMessageFactory.create({
    name: 'Ada <img src=x onerror=alert(1)>',
    message: 'Fees & "costs" for <b>2026</b>?',
    language: 'en',
  });

  it.each(['company', 'confirmation'] as const)('escapes what the visitor wrote in the %s mail', (part) => {
    const { html, text } = renderContactMail(part, hostile, 'inbox@example.org');

    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;b&gt;2026&lt;/b&gt;');
    expect(html).toContain('Fees &amp; &quot;costs&quot;');
    expect(text).toContain('Fees & "costs" for <b>2026</b>?');
  });
});
