import {
  cloneElement,
  lazy,
  Suspense,
  useRef,
  useState,
  type ComponentType,
  type MouseEventHandler,
  type ReactElement,
  type Ref,
} from 'react';

/** What a deferred menu module default-exports: Ant Design's Dropdown around `children`, the trigger. */
export type DropdownMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactElement;
};

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onClick?: MouseEventHandler;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

/**
 * A dropdown menu of the navigation bar whose code (Ant Design's Dropdown and Menu, and the items) loads on first
 * use: the bar on every first view is just its buttons. Pointing at or focusing the trigger starts the download,
 * a click opens the menu once it is there. Until then the trigger is a plain button that says it opens a menu.
 */
export function deferredDropdown<P extends object>(
  load: () => Promise<{ default: ComponentType<P & DropdownMenuProps> }>,
) {
  const Menu = lazy(load) as unknown as ComponentType<P & DropdownMenuProps>;
  const preload = () => {
    load().catch(() => undefined); // a failed chunk shows when the menu renders, in the error boundary
  };

  return function DeferredDropdown({ trigger, ...props }: P & { trigger: ReactElement<TriggerProps> }) {
    // undefined: never opened, so the menu's code is not needed yet
    const [open, setOpen] = useState<boolean>();
    const triggerRef = useRef<HTMLElement>(null);
    const stopGuarding = useRef<() => void>(undefined);
    const onOpenChange = (next: boolean) => {
      setOpen(next);
      stopGuarding.current?.();
      if (next) return;
      // Escape or a pick puts focus back on the button (a click elsewhere has moved it already). The menu may still
      // move focus to its active item while it closes (focus would then stay on an item of the hidden menu), so
      // for a moment focus that enters the closed menu is sent back to the button too.
      const backToTrigger = (target: EventTarget | null) => {
        const element = target instanceof Element ? target : null;
        if (element === document.body || element?.closest('.ant-dropdown')) triggerRef.current?.focus();
      };
      backToTrigger(document.activeElement);
      const onFocusIn = (event: FocusEvent) => backToTrigger(event.target);
      document.addEventListener('focusin', onFocusIn);
      const timer = setTimeout(() => stopGuarding.current?.(), 3000);
      stopGuarding.current = () => {
        document.removeEventListener('focusin', onFocusIn);
        clearTimeout(timer);
        stopGuarding.current = undefined;
      };
    };
    const plainTrigger = cloneElement(trigger, {
      ref: triggerRef,
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => setOpen(true),
    });
    if (open === undefined) return plainTrigger;
    return (
      <Suspense fallback={plainTrigger}>
        <Menu {...(props as P)} open={open} onOpenChange={onOpenChange}>
          {cloneElement(trigger, { ref: triggerRef, 'aria-haspopup': 'menu', 'aria-expanded': open })}
        </Menu>
      </Suspense>
    );
  };
}
