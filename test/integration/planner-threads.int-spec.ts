// The planner threads of the built planner: same answers as the main thread, and a thread that dies fails only its
// tasks in hand and is replaced.
import { PlannerThreads } from '@site/planner';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from '../support/wait';
import { Catalogue } from '@site/planner/dist/catalogue/catalogue';
import { createPlannerParts } from '@site/planner/dist/services/planner.factory';
import { StudyPlannerService } from '@site/planner/dist/services/study-planner.service';

const PROFILES = [
  'I want to study computer science master in Germany in English, budget 1000 euro per month',
  'Ich möchte BWL im Bachelor in Österreich studieren',
  'أريد دراسة الطب في إيطاليا',
  'qwertyuiop',
];

describe('planner threads', () => {
  const { extractor, matcher } = createPlannerParts(Catalogue.load(), () => new Date());
  const local = new StudyPlannerService(extractor, matcher, () => new Date());
  let threads: PlannerThreads;

  beforeAll(() => {
    threads = new PlannerThreads(2);
  });
  afterAll(() => threads.close());

  it.each(PROFILES)('answers %s as the main thread does', async (description) => {
    await expect(threads.run('plan', description)).resolves.toEqual(local.plan(description));
    await expect(threads.run('insights', description)).resolves.toEqual(local.insights(description));
  });

  it('spreads concurrent tasks over the threads and answers each once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => threads.run('plan', PROFILES[i % PROFILES.length]!)),
    );
    answers.forEach((answer, i) => expect(answer).toEqual(local.plan(PROFILES[i % PROFILES.length]!)));
  });

  it('fails the tasks of a thread that dies with 503 and answers the next ones', async () => {
    const inner = (threads as unknown as { threads: { worker: { terminate(): Promise<number> } }[] }).threads;
    const dying = inner.map((thread) => thread.worker.terminate());
    const inHand = [threads.run('plan', PROFILES[0]!), threads.run('plan', PROFILES[1]!)];
    await Promise.all(dying);
    for (const task of inHand) {
      await expect(task).rejects.toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    }
    await expect(threads.run('plan', PROFILES[2]!)).resolves.toEqual(local.plan(PROFILES[2]!));
  });

  it('stops restarting threads that cannot start, and answers 503 instead of looping', async () => {
    const broken = join(mkdtempSync(join(tmpdir(), 'planner-thread-')), 'broken.js');
    writeFileSync(broken, "throw new Error('cannot load the catalogue');");
    const failing = new PlannerThreads(1, broken);
    try {
      await waitFor(
        async () => {
          const outcome = await failing.run('plan', PROFILES[0]!).catch((error: unknown) => error);
          return (
            (outcome as { detail?: string }).detail === 'The planner cannot start; please try again later.'
          );
        },
        10_000,
        'the thread pool to give up',
      );
    } finally {
      await failing.close();
    }
  });
});
