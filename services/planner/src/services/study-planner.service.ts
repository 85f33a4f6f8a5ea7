import { Inject, Injectable } from '@nestjs/common';
import { MAX_RECOMMENDATIONS, ProgramMatcher } from '../matching/program-matcher';
import { describeNoMatch, presentRecommendation, Recommendation } from '../matching/recommendation.presenter';
import type { InterfaceLanguage } from '../understanding/concepts';
import { describeProfile, Insights } from '../understanding/insights';
import { phrasingFor } from '../understanding/phrasing';
import { ProfileExtractor } from '../understanding/profile-extractor';
import { Clock, PLANNER_CLOCK } from './catalogue.providers';

export interface PlanResponse {
  readonly recommendations: readonly Recommendation[];
  /** Present when there are no recommendations: why, in the student's language. */
  readonly no_match_reason?: string;
  /** The language the profile was read in. */
  readonly language: InterfaceLanguage;
}

/** Reads a free-text profile and answers with matching programs, or with what it understood. */
@Injectable()
export class StudyPlannerService {
  constructor(
    private readonly extractor: ProfileExtractor,
    private readonly matcher: ProgramMatcher,
    @Inject(PLANNER_CLOCK) private readonly clock: Clock,
  ) {}

  plan(description: string, hint?: InterfaceLanguage): PlanResponse {
    const profile = this.extractor.extract(description, hint);
    const { programs, blocking, nothingUnderstood, fieldNotUnderstood } = this.matcher.match(profile);
    const phrasing = phrasingFor(profile.language);
    const today = this.clock();
    const recommendations = programs
      .slice(0, MAX_RECOMMENDATIONS)
      .map((scored) => presentRecommendation(phrasing, scored, profile, today));
    if (recommendations.length > 0) return { recommendations, language: profile.language };
    return {
      recommendations,
      language: profile.language,
      no_match_reason: nothingUnderstood
        ? phrasing.phrases.nothingUnderstood
        : fieldNotUnderstood
          ? phrasing.fill(phrasing.phrases.fieldNotUnderstood, { value: profile.unknownField?.text ?? '' })
          : describeNoMatch(phrasing, blocking, profile, (id) => this.matcher.city(id)),
    };
  }

  insights(description: string, hint?: InterfaceLanguage): Insights {
    const profile = this.extractor.extract(description, hint);
    return describeProfile(profile, (this.matcher.namedField(profile)?.size ?? 0) > 0);
  }
}
