import { useCallback, useEffect, useLayoutEffect, useRef, type TextareaHTMLAttributes } from 'react';

type AutoGrowTextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows' | 'value'> & {
  value: string;
  minRows: number;
  maxRows: number;
};

const px = (value: string) => Number.parseFloat(value) || 0;

/**
 * A text box that grows with its text from `minRows` to `maxRows` lines, then scrolls. A native element styled like
 * Ant Design's inputs (global.css `.text-area`): the planner's first view needs no input component code.
 */
export function AutoGrowTextArea({
  minRows,
  maxRows,
  value,
  className = '',
  ...props
}: AutoGrowTextAreaProps) {
  const ref = useRef<HTMLTextAreaElement>(null);

  const fit = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    const style = getComputedStyle(box);
    const line = px(style.lineHeight) || 22;
    // border-box sizing: the height holds padding and borders; scrollHeight holds the text and the padding
    const border = px(style.borderBlockStartWidth) + px(style.borderBlockEndWidth);
    const frame = px(style.paddingBlockStart) + px(style.paddingBlockEnd) + border;
    box.style.blockSize = 'auto';
    const needed = box.scrollHeight + border;
    const height = Math.min(Math.max(needed, minRows * line + frame), maxRows * line + frame);
    box.style.blockSize = `${height}px`;
    box.style.overflowY = needed > height ? 'auto' : 'hidden';
  }, [minRows, maxRows]);

  useLayoutEffect(fit, [fit, value]);

  // the text wraps differently when the box gets narrower or wider
  useEffect(() => {
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [fit]);

  return <textarea ref={ref} rows={minRows} value={value} className={`text-area ${className}`} {...props} />;
}
