import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SERVICES = join(__dirname, '..', '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

// Bus handlers run inside their message's correlation id only through the interceptor @BusController() applies
// (it is not global, so HTTP handlers do not pay for it): a bus handler in a plain @Controller() would log and
// publish without the id of the message that caused it.
describe('bus handler classes', () => {
  const files = readdirSync(SERVICES)
    .map((service) => join(SERVICES, service, 'src'))
    .flatMap((src) => {
      try {
        return sourceFiles(src);
      } catch {
        return [];
      }
    });

  it('finds the services’ sources', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('are all declared with @BusController()', () => {
    const plain = files.filter((file) => {
      const source = readFileSync(file, 'utf8');
      return /@(AnswersRequest|MessagePattern|EventPattern)\(/.test(source) && /@Controller\(/.test(source);
    });
    expect(plain).toEqual([]);
  });

  // Every subject has a typed contract: a handler bound with a bare @MessagePattern would take any payload, and
  // nothing publishes fire-and-forget events (work that must not be lost goes through the work queue).
  it('answer their subjects through @AnswersRequest(contract) only', () => {
    const untyped = files.filter((file) =>
      /@(MessagePattern|EventPattern)\(/.test(readFileSync(file, 'utf8')),
    );
    expect(untyped).toEqual([]);
  });
});
