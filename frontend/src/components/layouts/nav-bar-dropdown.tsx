import { Dropdown, type MenuProps } from 'antd';
import type { KeyboardEvent } from 'react';

import type { DropdownMenuProps } from '@/components/ui/deferred-dropdown';

/**
 * The menus hang inside the sticky bar, not at the end of the page: scrolling the page then cannot carry a menu
 * away from its button for the moment Ant Design needs to re-align it (a click in that moment lands on the
 * wrong item or outside the menu).
 */
const insideNavBar = (trigger: HTMLElement): HTMLElement =>
  trigger.closest<HTMLElement>('.nav-bar') ?? document.body;

/**
 * Enter and Space on an item do what a click does: the item's link navigates, the item's action runs, the menu
 * closes. Ant Design's menu handles Enter itself and leaves the browser's own activation to follow, which then
 * lands on the button that focus has returned to, so the link was never followed and the menu opened again; and
 * Space did nothing.
 */
function activateFocusedItem(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  const item = (event.target as HTMLElement).closest<HTMLElement>('[role="menuitem"]');
  if (!item) return;
  event.preventDefault();
  event.stopPropagation();
  (item.querySelector<HTMLElement>('a[href]') ?? item).click();
}

/**
 * A menu of the navigation bar: opens on click under the end of its button, moves focus into the menu (and
 * Escape back), and closes when an item is picked, by pointer or keyboard. It appears at once, without Ant
 * Design's slide: while the menu grows, its items move under the pointer, and a click begun on one item ends on
 * another and is lost.
 */
export function NavBarDropdown({
  open,
  onOpenChange,
  menu,
  children,
}: DropdownMenuProps & { menu: MenuProps }) {
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      open={open}
      onOpenChange={onOpenChange}
      autoFocus
      transitionName=""
      getPopupContainer={insideNavBar}
      classNames={{ root: 'nav-bar__dropdown' }}
      menu={{
        ...menu,
        onKeyDownCapture: activateFocusedItem,
        onClick: (info) => {
          onOpenChange(false);
          menu.onClick?.(info);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
