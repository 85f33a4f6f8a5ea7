import type { ProgramEntry } from '../catalogue/catalogue';

export const TEMPLATE_KINDS = ['standard', 'research', 'language'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export const templateDescriptions: Readonly<Record<TemplateKind, { name: string; description: string }>> = {
  standard: {
    name: 'Standard motivation letter',
    description: 'A motivation letter for the application, with the structure admissions committees expect.',
  },
  research: {
    name: 'Research statement',
    description: 'A statement of research interests for research-oriented programs and supervisors.',
  },
  language: {
    name: 'Language of instruction request',
    description: 'A letter asking your school or university to certify the language you were taught in.',
  },
};

/** A template as a plain-text document, filled in with the program's names; `[…]` marks what the student writes. */
export function renderTemplate(kind: TemplateKind, entry: ProgramEntry): { fileName: string; text: string } {
  const { program, institution, city, country } = entry;
  const target = `${program.name} (${program.qualification})`;
  const slug = program.id.replace(/[^a-z0-9-]/g, '');
  const lines = (() => {
    switch (kind) {
      case 'standard':
        return [
          '[Your full name]',
          '[Address] · [E-mail] · [Phone]',
          '',
          `Admissions Office`,
          `${institution.name}`,
          `${city.name}, ${country.name}`,
          '',
          '[Place], [Date]',
          '',
          `Application for the ${target}`,
          '',
          'Dear Members of the Admissions Committee,',
          '',
          `I am applying for the ${target} at ${institution.name}. [One sentence: who you are and what you are studying or have studied.]`,
          '',
          'Why this subject',
          '[Two or three sentences: when your interest began, what you have done about it (courses, projects, work, volunteering).]',
          '',
          'Why this program and this university',
          `[Name two or three specific courses, research groups or features of the ${program.name} program and why they matter to you. Say why you want to study in ${city.name}.]`,
          '',
          'What I bring',
          '[Your strongest results, skills and experiences, with evidence: grades, projects, awards, languages.]',
          '',
          'My goals',
          '[What you want to do after graduating and how this program leads there.]',
          '',
          'Thank you for considering my application. I would be glad to provide any further information.',
          '',
          'Yours sincerely,',
          '[Your full name]',
          '',
          `Enclosures: CV, transcripts, ${program.requirements.languages.length ? 'language certificate, ' : ''}[other documents the program asks for]`,
        ];
      case 'research':
        return [
          `Statement of research interests — ${target}, ${institution.name}`,
          '[Your full name] · [E-mail]',
          '',
          '1. Research interests',
          '[The field and the question that interests you most, in three to five sentences.]',
          '',
          '2. Background',
          '[Your training so far: relevant courses, methods you know, your thesis or projects and what they showed.]',
          '',
          '3. Proposed direction',
          '[A question you would like to work on, why it matters, and how you might approach it (methods, data, materials).]',
          '',
          `4. Fit with ${institution.name}`,
          '[Research groups, professors or laboratories whose work relates to yours, and what you hope to learn there.]',
          '',
          '5. Long-term plans',
          '[Doctoral studies, research career or applied work, and how this program prepares you.]',
          '',
          'References',
          '[Publications or works you cite above.]',
        ];
      case 'language':
        return [
          '[Your full name]',
          '[Student number] · [Address] · [E-mail]',
          '',
          '[Registrar / Examinations Office]',
          '[Name of your school or university]',
          '[Address]',
          '',
          '[Place], [Date]',
          '',
          'Request for a certificate of the language of instruction',
          '',
          'Dear Sir or Madam,',
          '',
          `I am applying for the ${target} at ${institution.name} (${country.name}), which asks applicants to prove their command of the language of instruction (${program.languages.join(', ').toUpperCase()}).`,
          '',
          'I would be grateful for an official letter, on letterhead with stamp and signature, stating that:',
          '- I was enrolled in [program or school type] from [start date] to [end date] (or: I am currently enrolled);',
          '- the language of instruction and assessment of this program was [language];',
          '- [if applicable] the whole program was taught in this language.',
          '',
          'If possible, please send it to me by [date], since the application closes soon.',
          '',
          'Thank you very much for your help.',
          '',
          'Yours faithfully,',
          '[Your full name]',
        ];
    }
  })();
  return { fileName: `${kind}-${slug}.txt`, text: `${lines.join('\r\n')}\r\n` };
}
