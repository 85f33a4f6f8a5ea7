const two = (value: number) => String(value).padStart(2, '0');

/** `yyyy-MM-dd HH:mm:ss` in the browser's time zone (specification section 7); empty for an unreadable date. */
export function formatChatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ` +
    `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`
  );
}

/** A new chat's id: "chat-" and a timestamp (specification section 4). */
export const newChatId = (now: number = Date.now()) => `chat-${now}`;
