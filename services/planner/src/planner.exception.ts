import { AppException } from '@site/platform';

export enum PlannerErrorCode {
  ProgramNotFound = 'PROGRAM_NOT_FOUND',
  UniversityNotFound = 'UNIVERSITY_NOT_FOUND',
  MissingUniversityOrCountry = 'MISSING_UNIVERSITY_OR_COUNTRY',
}

export class PlannerException extends AppException {
  static programNotFound(program: string, country: string): PlannerException {
    return new PlannerException(
      404,
      PlannerErrorCode.ProgramNotFound,
      `No program "${program}" in ${country} is in our catalogue.`,
    );
  }

  static universityNotFound(university: string, country: string): PlannerException {
    return new PlannerException(
      404,
      PlannerErrorCode.UniversityNotFound,
      `No university "${university}" in ${country} is in our catalogue.`,
    );
  }

  static missingUniversityOrCountry(): PlannerException {
    return new PlannerException(
      400,
      PlannerErrorCode.MissingUniversityOrCountry,
      'Missing university or country.',
    );
  }
}
