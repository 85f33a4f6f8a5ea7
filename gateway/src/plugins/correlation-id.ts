// Kong's correlation-id plugin (priority 100001): keeps the client's id or makes one, passes it to the service
// and echoes it to the client. It also runs for requests that match no route, so the edge's own 404s carry it.
import { randomUUID } from 'node:crypto';
import type { CorrelationIdGenerator } from '../kong-config';
import { CONTINUE, type EdgePlugin } from './plugin';

function correlationIds(): (generator: CorrelationIdGenerator) => string {
  const edgeId = randomUUID();
  let counter = 0;
  return (generator) => {
    switch (generator) {
      case 'uuid':
        return randomUUID();
      case 'uuid#counter':
        counter += 1;
        return `${edgeId}#${counter}`;
    }
  };
}

export function correlationIdPlugin(): EdgePlugin<'correlation-id'> {
  const nextId = correlationIds();
  return {
    name: 'correlation-id',
    priority: 100001,
    withoutRoute: true,
    access({ config }, { req, res, log }) {
      const headerName = config.header_name.toLowerCase();
      const incoming = req.headers[headerName];
      let id = Array.isArray(incoming) ? incoming[0] : incoming;
      if (!id) {
        id = nextId(config.generator);
        req.headers[headerName] = id;
      }
      log.correlationId = id;
      if (!config.echo_downstream) {
        return CONTINUE;
      }
      const echo = (): void => {
        res.setHeader(config.header_name, id);
      };
      echo();
      return { answered: false, header: echo };
    },
  };
}
