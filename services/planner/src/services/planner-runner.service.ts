import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import type { InterfaceLanguage } from '../understanding/concepts';
import type { Insights } from '../understanding/insights';
import { PLANNER_CONFIG, type PlannerConfig } from '../planner.env';
import { PlannerThreads } from './planner-threads';
import { PlanResponse, StudyPlannerService } from './study-planner.service';

/** Answers profiles on the planner threads when PLANNER_THREADS > 0, else on the main thread. */
@Injectable()
export class PlannerRunner implements OnModuleDestroy {
  private readonly threads: PlannerThreads | undefined;

  constructor(
    private readonly planner: StudyPlannerService,
    @Inject(PLANNER_CONFIG) config: PlannerConfig,
  ) {
    const count = config.PLANNER_THREADS;
    this.threads = count > 0 ? new PlannerThreads(count) : undefined;
  }

  plan(description: string, language?: InterfaceLanguage): Promise<PlanResponse> {
    if (!this.threads) return Promise.resolve(this.planner.plan(description, language));
    return this.threads.run<PlanResponse>('plan', description, language);
  }

  insights(description: string, language?: InterfaceLanguage): Promise<Insights> {
    if (!this.threads) return Promise.resolve(this.planner.insights(description, language));
    return this.threads.run<Insights>('insights', description, language);
  }

  async onModuleDestroy(): Promise<void> {
    await this.threads?.close();
  }
}
