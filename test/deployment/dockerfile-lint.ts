// A few rules for the Dockerfile, in place of hadolint (neither Debian nor npm ships it here): pinned base
// images, an unprivileged user, a HEALTHCHECK, exec-form commands (signals reach the process), no secrets in
// ENV or ARG, no downloads with ADD, and the project's own: the onnxruntime download skipped, the model baked in.

export interface Instruction {
  readonly line: number;
  /** Upper-case keyword: FROM, RUN, ENV, ... */
  readonly keyword: string;
  /** The arguments, continuation lines joined. */
  readonly args: string;
}

export interface Stage {
  readonly from: Instruction;
  readonly image: string;
  readonly name?: string;
  readonly instructions: readonly Instruction[];
}

export interface Finding {
  readonly line: number;
  readonly rule: string;
  readonly message: string;
}

/** Splits a Dockerfile into instructions: comments and blank lines dropped, `\` continuations joined. */
export function parseDockerfile(text: string): Instruction[] {
  const instructions: Instruction[] = [];
  let pending: { line: number; text: string } | undefined;
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\r$/, '');
    if (/^\s*#/.test(line) || (pending === undefined && line.trim() === '')) return;
    const continued = /\\\s*$/.test(line);
    const part = line.replace(/\\\s*$/, '').trim();
    pending = pending
      ? { line: pending.line, text: `${pending.text} ${part}` }
      : { line: index + 1, text: part };
    if (continued) return;
    const match = /^(\w+)\s*(.*)$/.exec(pending.text);
    if (match)
      instructions.push({ line: pending.line, keyword: match[1].toUpperCase(), args: match[2].trim() });
    pending = undefined;
  });
  return instructions;
}

/** Values of `KEY=value` pairs (ENV, ARG, LABEL), quotes removed. */
export function keyValues(args: string): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const match of args.matchAll(/([A-Za-z_][\w.-]*)(?:=("(?:[^"\\]|\\.)*"|'[^']*'|\S*))?/g)) {
    pairs.set(match[1], (match[2] ?? '').replace(/^["']|["']$/g, ''));
  }
  return pairs;
}

/** The stages, with each FROM's image resolved through the ARGs declared before the first FROM. */
export function stagesOf(instructions: readonly Instruction[]): Stage[] {
  const globalArgs = new Map<string, string>();
  const stages: { from: Instruction; image: string; name?: string; instructions: Instruction[] }[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const [image, as, name] = instruction.args.replace(/--platform=\S+\s+/, '').split(/\s+/);
      const resolved = image.replace(/\$\{?(\w+)\}?/g, (_, arg: string) => globalArgs.get(arg) ?? `$${arg}`);
      stages.push({
        from: instruction,
        image: resolved,
        name: as?.toUpperCase() === 'AS' ? name : undefined,
        instructions: [],
      });
    } else if (stages.length === 0 && instruction.keyword === 'ARG') {
      for (const [key, value] of keyValues(instruction.args)) globalArgs.set(key, value);
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

const SECRET_NAME = /(PASSWORD|PASSWD|SECRET|TOKEN|API_?KEY|PRIVATE_?KEY|CREDENTIAL)/i;
const URL_WITH_CREDENTIALS = /[a-z][a-z0-9+.-]*:\/\/[^/\s:@]+:[^/\s@]+@/i;
/** A base image pinned to a digest, or to a full version (major.minor.patch) tag. */
const PINNED_IMAGE = /^[\w./-]+(:[\w.-]*\d+\.\d+\.\d+[\w.-]*)?(@sha256:[a-f0-9]{64})?$/;

function isPinned(image: string, stageNames: ReadonlySet<string>): boolean {
  if (stageNames.has(image)) return true;
  return image.includes('@sha256:') || (PINNED_IMAGE.test(image) && /:[\w.-]*\d+\.\d+\.\d+/.test(image));
}

/** Checks a Dockerfile's text; an empty list means it passes. */
export function lintDockerfile(text: string): Finding[] {
  const instructions = parseDockerfile(text);
  const stages = stagesOf(instructions);
  const findings: Finding[] = [];
  const add = (line: number, rule: string, message: string) => findings.push({ line, rule, message });
  if (stages.length < 2)
    add(1, 'multi-stage', 'Build in one stage and run from another (multi-stage build).');
  const names = new Set<string>();
  for (const stage of stages) {
    if (!isPinned(stage.image, names)) {
      add(stage.from.line, 'pinned-base', `Base image ${stage.image} is not pinned to a version or digest.`);
    }
    if (stage.name) names.add(stage.name);
  }
  for (const instruction of instructions) {
    const { keyword, args, line } = instruction;
    if (keyword === 'ENV' || keyword === 'ARG') {
      for (const [key, value] of keyValues(args)) {
        if (SECRET_NAME.test(key)) add(line, 'no-secrets', `${keyword} ${key} looks like a secret.`);
        if (URL_WITH_CREDENTIALS.test(value)) add(line, 'no-secrets', `${keyword} ${key} holds credentials.`);
      }
    }
    if (keyword === 'ADD' && /(https?|ftp):\/\//i.test(args)) {
      add(line, 'no-add-url', 'Download in a RUN step with a checksum, not with ADD.');
    }
    if (keyword === 'RUN' && /apt-get install(?![^&;|]*--no-install-recommends)/.test(args)) {
      add(line, 'apt-no-recommends', 'apt-get install without --no-install-recommends.');
    }
    if (keyword === 'RUN' && /\b(curl|wget)\b[^&;|]*\|\s*(ba)?sh/.test(args)) {
      add(line, 'no-pipe-to-shell', 'A downloaded script piped to a shell.');
    }
    if (keyword === 'MAINTAINER') add(line, 'no-maintainer', 'MAINTAINER is deprecated: use a LABEL.');
  }
  const final = stages.at(-1);
  if (final) {
    const own = (keyword: string) => final.instructions.filter((i) => i.keyword === keyword);
    const user = own('USER').at(-1);
    if (!user)
      add(final.from.line, 'non-root', 'The final stage sets no USER: the container would run as root.');
    else if (/^(root|0)(:|$)/.test(user.args)) add(user.line, 'non-root', 'The final stage runs as root.');
    else if (!/^\d+(:\d+)?$/.test(user.args)) {
      add(user.line, 'numeric-user', 'USER by number, so that Kubernetes runAsNonRoot can check it.');
    }
    const health = own('HEALTHCHECK').at(-1);
    if (!health || /^NONE$/i.test(health.args)) {
      add(final.from.line, 'healthcheck', 'The final stage has no HEALTHCHECK.');
    } else if (!health.args.includes('/health/ready') && !/\bhealthcheck\b/.test(health.args)) {
      add(health.line, 'healthcheck', 'The HEALTHCHECK does not ask /health/ready.');
    }
    for (const keyword of ['ENTRYPOINT', 'CMD']) {
      for (const instruction of own(keyword)) {
        if (!instruction.args.startsWith('[')) {
          add(instruction.line, 'exec-form', `${keyword} in shell form: signals would stop at /bin/sh.`);
        }
      }
    }
    if (own('ENTRYPOINT').length === 0)
      add(final.from.line, 'entrypoint', 'The final stage has no ENTRYPOINT.');
  }
  const env = (stage: Stage) =>
    stage.instructions.filter((i) => i.keyword === 'ENV').flatMap((i) => [...keyValues(i.args)]);
  for (const stage of stages) {
    const installs = stage.instructions.some((i) => i.keyword === 'RUN' && /npm (install|ci)\b/.test(i.args));
    const skipped = env(stage).some(([key, value]) => key === 'ONNXRUNTIME_NODE_INSTALL' && value === 'skip');
    if (installs && !skipped) {
      add(stage.from.line, 'onnxruntime-skip', 'npm installs without ENV ONNXRUNTIME_NODE_INSTALL=skip.');
    }
  }
  if (!instructions.some((i) => i.keyword === 'RUN' && i.args.includes('install:embedding-model'))) {
    add(
      1,
      'model-baked',
      'The sentence model is not installed at build time (npm run install:embedding-model).',
    );
  }
  return findings;
}

/** Checks a .dockerignore: local state, dependencies and secrets stay out of the build context. */
export function lintDockerignore(text: string): Finding[] {
  const patterns = new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  );
  const required: [string[], string][] = [
    [['node_modules', '**/node_modules'], 'node_modules'],
    [['.git'], '.git'],
    [['data', '/data'], 'the embedded stores (data)'],
    [['.env', '.env*', '*.env'], '.env files'],
    [['**/dist', 'dist'], 'build output (dist)'],
  ];
  return required
    .filter(([alternatives]) => !alternatives.some((pattern) => patterns.has(pattern)))
    .map(([, what]) => ({
      line: 1,
      rule: 'dockerignore',
      message: `.dockerignore does not leave out ${what}.`,
    }));
}
