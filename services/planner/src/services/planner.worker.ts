import 'reflect-metadata';
import { parentPort } from 'node:worker_threads';
import { Catalogue } from '../catalogue/catalogue';
import { createPlannerParts } from './planner.factory';
import { StudyPlannerService } from './study-planner.service';
import { READY, type PlannerTask, type PlannerTaskResult } from './planner-task';

/** A planner thread: its own catalogue and understanding, answering tasks from the main thread. */
const { extractor, matcher } = createPlannerParts(Catalogue.load(), () => new Date());
const planner = new StudyPlannerService(extractor, matcher, () => new Date());

parentPort!.on('message', (task: PlannerTask) => {
  let reply: PlannerTaskResult;
  try {
    const value =
      task.kind === 'plan'
        ? planner.plan(task.description, task.language)
        : planner.insights(task.description, task.language);
    reply = { id: task.id, value };
  } catch (error) {
    reply = { id: task.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort!.postMessage(reply);
});
parentPort!.postMessage(READY);
