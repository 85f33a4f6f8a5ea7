import { Dropdown, type MenuProps } from 'antd';

import type { DropdownMenuProps } from '@/components/ui/deferred-dropdown';

/**
 * The menus hang inside the sticky bar, not at the end of the page: scrolling the page then cannot carry a menu
 * away from its button for the moment Ant Design needs to re-align it (a click in that moment lands on the
 * wrong item or outside the menu).
 */
const insideNavBar = (trigger: HTMLElement): HTMLElement =>
  trigger.closest<HTMLElement>('.nav-bar') ?? document.body;

/**
 * A menu of the navigation bar: opens on click under the end of its button, moves focus into the menu (and
 * Escape back), and closes when an item is picked. It appears at once, without Ant Design's slide: while the
 * menu grows, its items move under the pointer, and a click begun on one item ends on another and is lost.
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
