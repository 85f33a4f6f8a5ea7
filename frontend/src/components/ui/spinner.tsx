/**
 * A spinning ring for waits (decorative: the text beside it, or a live region, says what is happening). Plain CSS,
 * so the first view of every page carries no spinner code.
 */
export function Spinner({ size = 'default' }: { size?: 'default' | 'large' }) {
  return <span className={`spinner spinner--${size}`} aria-hidden />;
}
