// Command line of the render step (scripts/render-kong-config.mjs runs it from dist/):
//   render-kong-config --issuer <url> (--jwks-url <url> [--kid <kid>] | --public-key-file <pem>)
//                      [--origins a,b,c] [--web-upstream url] [--in kong.yml] [--out rendered.yml]
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { KongConfigError } from './kong-config';
import { RenderError, renderKongConfig, resolveIssuerKey } from './render-kong-config';

/** Where the CLI writes; process.stdout and process.stderr in production. */
export interface RenderCliIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

export const RENDER_CLI_USAGE = `Usage: render-kong-config --issuer <url> (--jwks-url <url> [--kid <kid>] | --public-key-file <pem>)
                          [--origins <origin,origin,...>] [--web-upstream <url>] [--in <kong.yml>] [--out <file>]

Writes a deployable kong.yml: the placeholder jwt credential of the committed file gets the realm's issuer and
its RS256 public key (from the JWKS: the key with --kid, else the first RS256 key with use "sig"), and
--origins replaces the CORS origins. --web-upstream adds the service "web" with a GET/HEAD route for every path
the API does not take (the SPA behind Kong). Without --out the result goes to stdout.
`;

/** Runs the CLI; resolves with the process exit code (0 done, 1 failed, 2 usage). */
export async function runRenderCli(
  argv: readonly string[],
  io: RenderCliIo,
  defaultIn: string,
): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        issuer: { type: 'string' },
        'jwks-url': { type: 'string' },
        kid: { type: 'string' },
        'public-key-file': { type: 'string' },
        origins: { type: 'string' },
        'web-upstream': { type: 'string' },
        in: { type: 'string' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n\n${RENDER_CLI_USAGE}`);
    return 2;
  }
  if (values.help) {
    io.stdout.write(RENDER_CLI_USAGE);
    return 0;
  }
  const jwksUrl = values['jwks-url'];
  const keyFile = values['public-key-file'];
  if (values.issuer === undefined || (jwksUrl === undefined) === (keyFile === undefined)) {
    io.stderr.write(
      `Give --issuer and exactly one of --jwks-url and --public-key-file.\n\n${RENDER_CLI_USAGE}`,
    );
    return 2;
  }
  const input = resolve(values.in ?? defaultIn);
  try {
    const key = await resolveIssuerKey({
      issuer: values.issuer,
      jwksUrl,
      kid: values.kid,
      publicKeyPem: keyFile === undefined ? undefined : await readFile(keyFile, 'utf8'),
    });
    if (key.candidates.length > 1 && values.kid === undefined) {
      io.stderr.write(
        `The JWKS has ${key.candidates.length} RS256 signing keys (${key.candidates.join(', ')}); rendered ${key.kid ?? 'the first'}. Kong holds one key per issuer: pass --kid to choose.\n`,
      );
    }
    const rendered = renderKongConfig(
      await readFile(input, 'utf8'),
      {
        issuer: values.issuer,
        publicKeyPem: key.publicKeyPem,
        origins: values.origins?.split(',').filter((origin) => origin.trim() !== ''),
        webUpstream: values['web-upstream'],
      },
      input,
    );
    if (values.out === undefined) {
      io.stdout.write(rendered);
    } else {
      await writeFile(values.out, rendered, 'utf8');
      io.stderr.write(`Rendered ${input} to ${values.out}${key.kid ? ` (key ${key.kid})` : ''}.\n`);
    }
    return 0;
  } catch (error) {
    if (error instanceof RenderError || error instanceof KongConfigError) {
      io.stderr.write(`${error.message}\n`);
      return 1;
    }
    if ((error as NodeJS.ErrnoException).code !== undefined) {
      io.stderr.write(`${(error as Error).message}\n`);
      return 1;
    }
    throw error;
  }
}
