/** One server-sent event as the chat stream sends them: a name and a JSON object. */
export interface ServerSentEvent {
  readonly event: string;
  readonly data: Record<string, unknown>;
}

/** The events of a whole `text/event-stream` body (comment lines such as keep-alives are left out). */
export function parseEvents(body: string): ServerSentEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '' && !block.startsWith(':'))
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}
