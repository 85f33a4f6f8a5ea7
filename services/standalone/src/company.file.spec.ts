import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '@site/platform';
import { loadCompanyFile } from './company.file';
import { DEFAULT_COMPANY_FILE } from './paths';

const folder = mkdtempSync(join(tmpdir(), 'company-file-'));
const example = JSON.parse(readFileSync(DEFAULT_COMPANY_FILE, 'utf8')) as Record<string, unknown>;

function fileWith(content: unknown): string {
  const path = join(folder, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

function refusal(path: string): ConfigError {
  try {
    loadCompanyFile(path);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe(loadCompanyFile.name, () => {
  it('reads the shipped file: example data, marked as such', () => {
    const sut = loadCompanyFile(DEFAULT_COMPANY_FILE);

    expect(sut).toMatchObject({ example: true, legalName: 'Europa Launchpad GmbH' });
    expect(sut.managingDirectors.length).toBeGreaterThan(0);
    expect(sut).not.toHaveProperty('$comment');
  });

  it("reads a company's own file, which is not example data unless it says so", () => {
    const { example: _example, $comment: _comment, ...own } = example;
    const path = fileWith({
      ...own,
      legalName: 'Nordlicht Beratung GmbH',
      managingDirectors: ['Ada Lovelace'],
      responsibleForContent: ['Grace Hopper'],
      supervisoryAuthority: {
        name: 'Bundesanstalt für Finanzdienstleistungsaufsicht',
        url: 'https://www.bafin.de/',
      },
    });

    expect(loadCompanyFile(path)).toMatchObject({
      example: false,
      legalName: 'Nordlicht Beratung GmbH',
      managingDirectors: ['Ada Lovelace'],
      responsibleForContent: ['Grace Hopper'],
      supervisoryAuthority: { name: 'Bundesanstalt für Finanzdienstleistungsaufsicht' },
    });
  });

  it('stops with one line naming COMPANY_FILE, the file and every bad field', () => {
    const path = fileWith({
      ...example,
      address: { ...(example.address as object), postalCode: ' ' },
      email: 'not an address',
      managingDirectors: [],
      vatId: 'DE 123',
      legalForm: undefined,
      vatID: 'DE123456789',
    });

    const error = refusal(path);

    expect(error.issues.map((issue) => issue.variable)).toEqual(['COMPANY_FILE']);
    expect(error.message).not.toContain('\n');
    expect(error.message).toContain(`Invalid configuration: COMPANY_FILE ${path}: `);
    for (const problem of [
      'legalForm is required',
      'address.postalCode must not be empty',
      'email must be an e-mail address',
      'managingDirectors must name at least one person',
      'vatId must be a VAT identification number, like DE123456789',
      'the file has unknown fields: vatID',
    ]) {
      expect(error.message).toContain(problem);
    }
  });

  it('names a file that is missing or not JSON', () => {
    expect(refusal(join(folder, 'missing.json')).message).toMatch(/missing\.json: no such file$/);
    expect(refusal(fileWith('{ "legalName": ')).message).toMatch(/\.json: is not valid JSON \(/);
  });
});
