import type { OutgoingMail } from '@site/platform';
import { CONTACT_SUBJECTS, type ContactMessage } from '../dtos/contact.dto';
import type { MailPart } from '../repositories/outbox.repository';
import escapeHtml from 'escape-html';

/** The confirmation a sender receives, in the language of the site they used. */
const CONFIRMATIONS: Readonly<
  Record<ContactMessage['language'], { subject: string; greeting: string; body: string }>
> = {
  en: {
    subject: 'We received your message',
    greeting: 'Hello {name},',
    body: 'Thank you for your message. We will get back to you soon. This is a copy of what you sent:',
  },
  de: {
    subject: 'Wir haben Ihre Nachricht erhalten',
    greeting: 'Hallo {name},',
    body: 'vielen Dank für Ihre Nachricht. Wir melden uns bald bei Ihnen. Hier ist eine Kopie dessen, was Sie gesendet haben:',
  },
  pt: {
    subject: 'Recebemos a sua mensagem',
    greeting: 'Olá {name},',
    body: 'Obrigado pela sua mensagem. Entraremos em contacto consigo em breve. Esta é uma cópia do que enviou:',
  },
  es: {
    subject: 'Hemos recibido su mensaje',
    greeting: 'Hola {name}:',
    body: 'Gracias por su mensaje. Le responderemos pronto. Esta es una copia de lo que nos envió:',
  },
  fr: {
    subject: 'Nous avons bien reçu votre message',
    greeting: 'Bonjour {name},',
    body: 'Merci pour votre message. Nous vous répondrons très bientôt. Voici une copie de ce que vous avez envoyé :',
  },
  tr: {
    subject: 'Mesajınızı aldık',
    greeting: 'Merhaba {name},',
    body: 'Mesajınız için teşekkür ederiz. En kısa sürede size dönüş yapacağız. Gönderdiğiniz mesajın bir kopyası:',
  },
  pl: {
    subject: 'Otrzymaliśmy Twoją wiadomość',
    greeting: 'Dzień dobry, {name},',
    body: 'dziękujemy za wiadomość. Wkrótce się odezwiemy. Oto kopia tego, co wysłałeś:',
  },
  ko: {
    subject: '메시지를 받았습니다',
    greeting: '{name}님, 안녕하세요.',
    body: '메시지를 보내 주셔서 감사합니다. 곧 연락드리겠습니다. 보내신 내용의 사본입니다:',
  },
  zh: {
    subject: '我们已收到您的留言',
    greeting: '{name}，您好：',
    body: '感谢您的留言，我们会尽快回复您。以下是您发送内容的副本：',
  },
  ar: {
    subject: 'لقد تلقينا رسالتك',
    greeting: 'مرحبًا {name}،',
    body: 'شكرًا لرسالتك. سنرد عليك قريبًا. هذه نسخة مما أرسلته:',
  },
};

/** Header values never carry line breaks (the schema refuses them too): a second guard against header injection. */
function headerSafe(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim();
}

function summary(message: Omit<ContactMessage, 'website'>): string[] {
  return [
    `Name: ${message.name}`,
    `E-mail: ${message.email}`,
    ...(message.company ? [`Company: ${message.company}`] : []),
    ...(message.fullPhone ? [`Phone: ${message.fullPhone}`] : []),
    `Subject: ${CONTACT_SUBJECTS[message.subject]}`,
    '',
    message.message,
  ];
}

const asHtml = (lines: readonly string[], dir: 'ltr' | 'rtl' = 'ltr') =>
  `<div dir="${dir}">${lines.map((line) => (line === '' ? '<br>' : `<p>${escapeHtml(line)}</p>`)).join('')}</div>`;

/** One of the two mails of a contact message: to the company inbox, or the confirmation to the sender. */
export function renderContactMail(
  part: MailPart,
  message: Omit<ContactMessage, 'website'>,
  companyInbox: string,
): OutgoingMail {
  if (part === 'company') {
    const lines = summary(message);
    return {
      to: companyInbox,
      replyTo: message.email,
      subject: headerSafe(`[Contact] ${CONTACT_SUBJECTS[message.subject]}: ${message.name}`).slice(0, 200),
      text: lines.join('\n'),
      html: asHtml(lines),
    };
  }
  const texts = CONFIRMATIONS[message.language];
  const lines = [texts.greeting.replace('{name}', message.name), '', texts.body, '', ...summary(message)];
  return {
    to: message.email,
    subject: texts.subject,
    text: lines.join('\n'),
    html: asHtml(lines, message.language === 'ar' ? 'rtl' : 'ltr'),
  };
}
