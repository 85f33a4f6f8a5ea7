import type { ReminderMail } from '../repositories/application.repository';
import type { ScheduleLanguage } from '../schedule/schedule.language';
import escapeHtml from 'escape-html';

interface ReminderTexts {
  readonly subject: string;
  readonly greeting: string;
  readonly lead: string;
  readonly due: string;
  readonly schedule: string;
  readonly footer: string;
}

/** The reminder in each interface language; `{title}`, `{university}`, `{date}` and `{link}` are filled in. */
const TEXTS: Readonly<Record<ScheduleLanguage, ReminderTexts>> = {
  en: {
    subject: 'Reminder: {title} on {date}',
    greeting: 'Hello,',
    lead: 'a date in your study abroad plan is coming up:',
    due: '{title} ({university}) is due on {date}.',
    schedule: 'Your whole schedule: {link}',
    footer:
      'You are receiving this e-mail because you switched on deadline reminders. You can switch them off at any time on your schedule page.',
  },
  de: {
    subject: 'Erinnerung: {title} am {date}',
    greeting: 'Hallo,',
    lead: 'bald steht ein Termin aus Ihrem Plan für das Auslandsstudium an:',
    due: '{title} ({university}) ist am {date} fällig.',
    schedule: 'Ihr ganzer Zeitplan: {link}',
    footer:
      'Sie erhalten diese E-Mail, weil Sie Erinnerungen an Fristen eingeschaltet haben. Auf der Seite Ihres Zeitplans können Sie sie jederzeit ausschalten.',
  },
  fr: {
    subject: 'Rappel : {title} le {date}',
    greeting: 'Bonjour,',
    lead: 'une échéance de votre projet d’études à l’étranger approche :',
    due: '{title} ({university}) : échéance le {date}.',
    schedule: 'Votre calendrier complet : {link}',
    footer:
      'Vous recevez cet e-mail parce que vous avez activé les rappels d’échéances. Vous pouvez les désactiver à tout moment sur la page de votre calendrier.',
  },
  es: {
    subject: 'Recordatorio: {title}, el {date}',
    greeting: 'Hola:',
    lead: 'se acerca una fecha de su plan de estudios en el extranjero:',
    due: '{title} ({university}): vence el {date}.',
    schedule: 'Consulte su calendario completo: {link}',
    footer:
      'Recibe este correo porque activó los recordatorios de plazos. Puede desactivarlos en cualquier momento en la página de su calendario.',
  },
  pt: {
    subject: 'Lembrete: {title} a {date}',
    greeting: 'Olá,',
    lead: 'aproxima-se uma data do seu plano de estudos no estrangeiro:',
    due: '{title} ({university}): o prazo termina a {date}.',
    schedule: 'Consulte o seu calendário completo: {link}',
    footer:
      'Recebe este e-mail porque ativou os lembretes de prazos. Pode desativá-los a qualquer momento na página do seu calendário.',
  },
  pl: {
    subject: 'Przypomnienie: {title} – {date}',
    greeting: 'Dzień dobry,',
    lead: 'zbliża się termin z Twojego planu studiów za granicą:',
    due: '{title} ({university}): termin upływa {date}.',
    schedule: 'Cały harmonogram: {link}',
    footer:
      'Otrzymujesz tę wiadomość, ponieważ masz włączone przypomnienia o terminach. Możesz je wyłączyć w każdej chwili na stronie harmonogramu.',
  },
  tr: {
    subject: 'Hatırlatma: {title} – {date}',
    greeting: 'Merhaba,',
    lead: 'yurt dışı eğitim planınızdaki bir tarih yaklaşıyor:',
    due: '{title} ({university}) için son tarih: {date}.',
    schedule: 'Takviminizin tamamı: {link}',
    footer:
      'Bu e-postayı son tarih hatırlatmalarını açtığınız için alıyorsunuz. Hatırlatmaları takvim sayfanızdan istediğiniz zaman kapatabilirsiniz.',
  },
  ar: {
    subject: 'تذكير: {title} في {date}',
    greeting: 'مرحبًا،',
    lead: 'يقترب موعد في خطتك للدراسة في الخارج:',
    due: '{title} ({university}): الموعد النهائي {date}.',
    schedule: 'جدولك الكامل: {link}',
    footer: 'تصلك هذه الرسالة لأنك فعّلت التذكير بالمواعيد النهائية. يمكنك إيقافه في أي وقت من صفحة جدولك.',
  },
  zh: {
    subject: '提醒：{title}（{date}）',
    greeting: '您好：',
    lead: '您的留学计划中有一个日期即将到来：',
    due: '{title}（{university}）的截止日期是 {date}。',
    schedule: '查看完整日程：{link}',
    footer: '您收到这封邮件，是因为您开启了截止日期提醒。您可以随时在日程页面关闭提醒。',
  },
  ko: {
    subject: '알림: {title} ({date})',
    greeting: '안녕하세요.',
    lead: '유학 계획의 일정이 다가오고 있습니다.',
    due: '{title}({university}) 마감일: {date}',
    schedule: '전체 일정 보기: {link}',
    footer:
      '마감일 알림을 켜 두셨기 때문에 이 메일을 보내 드립니다. 일정 페이지에서 언제든지 알림을 끌 수 있습니다.',
  },
};

const fill = (template: string, values: Readonly<Record<string, string>>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/** A calendar day in the language's own words (noon UTC, so no time zone moves it to another day). */
export function formatReminderDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** One reminder of one dated item, as a `mail.send` payload: plain text and an escaped HTML alternative. */
export function renderReminderMail(
  item: { readonly title: string; readonly university: string; readonly date: string },
  language: ScheduleLanguage,
  to: string,
  publicUrl: string,
): ReminderMail {
  const texts = TEXTS[language] ?? TEXTS.en;
  const link = `${publicUrl.replace(/\/+$/, '')}/schedule`;
  const values = {
    title: item.title.replace(/[\r\n]+/g, ' ').trim(),
    university: item.university,
    date: formatReminderDate(item.date, language),
  };
  const subject = fill(texts.subject, values);
  const due = fill(texts.due, values);
  const lines = [
    texts.greeting,
    '',
    texts.lead,
    '',
    due,
    '',
    fill(texts.schedule, { link }),
    '',
    texts.footer,
  ];
  const escaped = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(v)]));
  const html = [
    `<p>${escapeHtml(texts.greeting)}</p>`,
    `<p>${escapeHtml(texts.lead)}</p>`,
    `<p><strong>${fill(escapeHtml(texts.due), escaped)}</strong></p>`,
    `<p>${fill(escapeHtml(texts.schedule), { link: `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` })}</p>`,
    `<p><small>${escapeHtml(texts.footer)}</small></p>`,
  ].join('');
  return {
    to,
    subject: subject.length > 200 ? `${subject.slice(0, 199)}…` : subject,
    text: lines.join('\n'),
    html: `<div dir="${language === 'ar' ? 'rtl' : 'ltr'}" lang="${language}">${html}</div>`,
  };
}
