import { AppException } from '@site/platform';

export enum DocumentErrorCode {
  NotPdf = 'INVALID_PDF',
  TooLarge = 'PAYLOAD_TOO_LARGE',
  Exists = 'DOCUMENT_EXISTS',
  TooManyFiles = 'DOCUMENT_QUOTA_FILES',
  TooManyBytes = 'DOCUMENT_QUOTA_BYTES',
  NoFile = 'FILE_REQUIRED',
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

export class DocumentException extends AppException {
  static noFile(): DocumentException {
    return new DocumentException(
      400,
      DocumentErrorCode.NoFile,
      'Choose a PDF file to upload (form field "file").',
    );
  }

  static notPdf(): DocumentException {
    return new DocumentException(
      415,
      DocumentErrorCode.NotPdf,
      'Only PDF files can be uploaded; this file is not a PDF.',
    );
  }

  static tooLarge(maxBytes: number): DocumentException {
    return new DocumentException(
      413,
      DocumentErrorCode.TooLarge,
      `This file is larger than ${megabytes(maxBytes)}, the largest PDF we accept.`,
    );
  }

  static exists(fileName: string): DocumentException {
    return new DocumentException(
      409,
      DocumentErrorCode.Exists,
      `You already have a file named "${fileName}". Delete it first or rename the new one.`,
    );
  }

  static tooManyFiles(maxFiles: number): DocumentException {
    return new DocumentException(
      409,
      DocumentErrorCode.TooManyFiles,
      `You already have ${maxFiles} documents, the most we keep. Delete one to upload another.`,
    );
  }

  static tooManyBytes(maxBytes: number): DocumentException {
    return new DocumentException(
      409,
      DocumentErrorCode.TooManyBytes,
      `Your documents would take more than ${megabytes(maxBytes)}, the most we keep. Delete one to upload this.`,
    );
  }
}
