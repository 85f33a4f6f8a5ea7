// Kong's cors plugin (priority 2000): answers preflights itself (unless preflight_continue) and adds the CORS
// headers to every other answer, over the service's own (cors.ts holds the rules).
import { answerPreflight, applyCorsResponse, corsResponse, isPreflight } from '../cors';
import { ANSWERED, CONTINUE, type EdgePlugin } from './plugin';

export function corsPlugin(): EdgePlugin<'cors'> {
  return {
    name: 'cors',
    priority: 2000,
    access({ config }, { req, res }) {
      if (isPreflight(req)) {
        if (config.preflight_continue) {
          // Delegated to the service: Kong then adds no CORS headers to the answer.
          return CONTINUE;
        }
        answerPreflight(config, req, res);
        return ANSWERED;
      }
      const response = corsResponse(config, req);
      if (!response) {
        return CONTINUE;
      }
      const apply = (): void => applyCorsResponse(res, response);
      apply();
      return { answered: false, header: apply };
    },
  };
}
