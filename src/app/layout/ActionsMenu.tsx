// A "⋯" button that opens a menu of actions on one thing (a project, a folder), with useMenu's keyboard and
// closing rules; choosing an item closes the menu, then runs the action.
import { useMenu } from './useMenu';

export interface MenuAction {
  label: string;
  onSelect(): void;
  testId?: string;
  /** Destroys something (delete): shown in the danger colour. */
  danger?: boolean;
}

interface ActionsMenuProps {
  /** Names the button and the menu for screen readers, e.g. "Actions for Beach". */
  label: string;
  className: string;
  buttonClassName: string;
  buttonTestId: string;
  actions: MenuAction[];
}

export function ActionsMenu({ label, className, buttonClassName, buttonTestId, actions }: ActionsMenuProps) {
  const menu = useMenu();
  return (
    <div className={className} {...menu.rootProps}>
      <button type="button" className={buttonClassName} aria-label={label} data-testid={buttonTestId} {...menu.buttonProps}>
        <span aria-hidden="true">⋯</span>
      </button>
      {menu.open && (
        <div className="px-menu" role="menu" id={menu.menuId} aria-label={label}>
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              role="menuitem"
              className={`px-menu__item ${action.danger ? 'is-danger' : ''}`}
              data-testid={action.testId}
              onClick={() => {
                menu.close();
                action.onSelect();
              }}
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
