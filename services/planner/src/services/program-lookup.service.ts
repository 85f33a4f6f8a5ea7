import { Injectable } from '@nestjs/common';
import countries from 'i18n-iso-countries';
import { Catalogue, ProgramEntry, programTitle } from '../catalogue/catalogue';
import { INTERFACE_LANGUAGES } from '../understanding/concepts';
import { normalizeText } from '../understanding/text-normalizer';
import { PlannerException } from '../planner.exception';

/**
 * Finds programs and universities by what the interface knows of them: a program id, or the display names a
 * recommendation carries ("Germany", "MSc Computer Science", "Technical University of Munich").
 */
@Injectable()
export class ProgramLookupService {
  constructor(private readonly catalogue: Catalogue) {}

  /** The ISO code of a country given by code or by name in any interface language, if the catalogue has it. */
  countryCode(country: string): string | undefined {
    const trimmed = country.trim();
    if (/^[A-Za-z]{2}$/.test(trimmed) && this.catalogue.countries.has(trimmed.toUpperCase())) {
      return trimmed.toUpperCase();
    }
    for (const language of INTERFACE_LANGUAGES) {
      const code = countries.getAlpha2Code(trimmed, language);
      if (code && this.catalogue.countries.has(code)) return code;
    }
    const wanted = normalizeText(trimmed);
    return [...this.catalogue.countries.values()].find((record) => normalizeText(record.name) === wanted)
      ?.code;
  }

  program(country: string, program: string, programId?: string): ProgramEntry {
    if (programId) {
      const entry = this.catalogue.program(programId);
      if (entry) return entry;
    }
    const code = this.countryCode(country);
    const wanted = normalizeText(program);
    const inCountry = this.catalogue.programs.filter((entry) => entry.country.code === code);
    const exact = inCountry.find(({ program: p }) =>
      [p.name, programTitle(p), `${p.qualification} ${p.name}`, p.localName ?? ''].some(
        (name) => normalizeText(name) === wanted,
      ),
    );
    const found = exact ?? this.catalogue.find(program, 50).find((entry) => entry.country.code === code);
    if (!found) throw PlannerException.programNotFound(program, country);
    return found;
  }

  /** Every program of a university, found by its name (English or local) in a country. */
  university(university: string, country: string): ProgramEntry[] {
    const code = this.countryCode(country);
    const wanted = normalizeText(university);
    const inCountry = this.catalogue.programs.filter((entry) => entry.country.code === code);
    const named = (entry: ProgramEntry) =>
      [entry.institution.name, entry.institution.localName ?? ''].some(
        (name) => normalizeText(name) === wanted,
      );
    let institutionId = inCountry.find(named)?.institution.id;
    institutionId ??= this.catalogue.find(university, 50).find((entry) => entry.country.code === code)
      ?.institution.id;
    if (!institutionId) throw PlannerException.universityNotFound(university, country);
    return inCountry.filter((entry) => entry.institution.id === institutionId);
  }
}
