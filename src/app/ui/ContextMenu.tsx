// A context menu (subscription-navigation §2 "Other widgets") on any element: right-click, a long press on a
// touch screen, Shift+F10 or the ContextMenu key open a menu of the element's actions where the pointer (or
// the focused element) is. The menu is the WAI-ARIA menu: focus moves in, arrows/Home/End move, Escape and
// Tab close it, focus goes back; a choice closes it, then runs. The same MenuAction list as ActionsMenu's.
import { useCallback, useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import type { MenuAction } from '../layout/ActionsMenu';
import '../layout/menu.css';
import './widgets.css';

export type { MenuAction };

/** A press this long without moving opens the menu on a touch screen. */
export const LONG_PRESS_MS = 500;
const LONG_PRESS_SLOP_PX = 10;
const EDGE_PX = 8;

interface OpenMenu {
  x: number;
  y: number;
  /** What had the focus, to go back to. */
  returnTo: HTMLElement | null;
}

/** Whether a key press asks for the context menu. */
export function isContextMenuKey(event: { key: string; shiftKey: boolean }): boolean {
  return event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');
}

export interface ContextMenuOptions {
  /** Names the menu for screen readers, e.g. "Actions for Beach". */
  label: string;
  actions: readonly MenuAction[];
  testId?: string;
}

export function useContextMenu({ label, actions, testId }: ContextMenuOptions) {
  const [open, setOpen] = useState<OpenMenu | null>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const press = useRef<{ x: number; y: number; timer: ReturnType<typeof setTimeout> } | null>(null);
  const pressed = useRef(false);

  const show = useCallback((x: number, y: number, returnTo: HTMLElement | null) => {
    setOpen({ x, y, returnTo });
  }, []);

  const close = (returnFocus: boolean): void => {
    const returnTo = open?.returnTo;
    setOpen(null);
    if (returnFocus) returnTo?.focus?.();
  };

  const cancelPress = (): void => {
    if (press.current) clearTimeout(press.current.timer);
    press.current = null;
  };

  useEffect(() => () => cancelPress(), []);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: globalThis.PointerEvent): void => {
      if (!menuRef.current?.contains(event.target as Node)) setOpen(null);
    };
    const onGone = (): void => setOpen(null);
    document.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('resize', onGone);
    window.addEventListener('scroll', onGone, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('resize', onGone);
      window.removeEventListener('scroll', onGone, true);
    };
  }, [open]);

  const targetProps = {
    onContextMenu: (event: MouseEvent<HTMLElement>) => {
      if (actions.length === 0) return;
      event.preventDefault();
      cancelPress();
      show(event.clientX, event.clientY, (document.activeElement as HTMLElement | null) ?? event.currentTarget);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (!isContextMenuKey(event) || actions.length === 0) return;
      event.preventDefault();
      const focused = (event.target as HTMLElement) ?? event.currentTarget;
      const rect = focused.getBoundingClientRect();
      show(rect.left + Math.min(24, rect.width / 2), rect.top + Math.min(24, rect.height / 2), focused);
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      pressed.current = false;
      if (event.pointerType !== 'touch' || actions.length === 0) return;
      cancelPress();
      const { clientX: x, clientY: y } = event;
      const target = event.currentTarget;
      press.current = {
        x,
        y,
        timer: setTimeout(() => {
          press.current = null;
          pressed.current = true;
          show(x, y, target);
        }, LONG_PRESS_MS),
      };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const p = press.current;
      if (p && Math.hypot(event.clientX - p.x, event.clientY - p.y) > LONG_PRESS_SLOP_PX) cancelPress();
    },
    onPointerUp: cancelPress,
    onPointerCancel: cancelPress,
    // The click that ends a long press does not also follow the link under it.
    onClickCapture: (event: MouseEvent<HTMLElement>) => {
      if (!pressed.current) return;
      pressed.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>): void => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? items[0] : items[items.length - 1])?.focus();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      close(true);
    }
  };

  let element = null;
  if (open) {
    // Kept inside the window: the menu opens up or to the start side when there is no room.
    const style: CSSProperties = { position: 'fixed', top: open.y, left: open.x, insetInlineEnd: 'auto', right: 'auto' };
    element = createPortal(
      <div
        ref={(node) => {
          menuRef.current = node;
          if (!node) return;
          const rect = node.getBoundingClientRect();
          if (rect.right > window.innerWidth - EDGE_PX) node.style.left = `${Math.max(EDGE_PX, window.innerWidth - EDGE_PX - rect.width)}px`;
          if (rect.bottom > window.innerHeight - EDGE_PX) node.style.top = `${Math.max(EDGE_PX, window.innerHeight - EDGE_PX - rect.height)}px`;
        }}
        className="px-menu px-context-menu"
        role="menu"
        aria-label={label}
        style={style}
        onKeyDown={onMenuKey}
        // The menu is portalled, but React events still bubble to the target: they stop here.
        onContextMenu={(event) => {
          event.preventDefault();
          event.stopPropagation();
        }}
        onPointerDown={(event) => event.stopPropagation()}
        data-testid={testId}
      >
        {actions.map((action) => (
          <button
            key={action.label}
            type="button"
            role="menuitem"
            className={`px-menu__item ${action.danger ? 'is-danger' : ''}`}
            data-testid={action.testId}
            onClick={() => {
              close(true);
              action.onSelect();
            }}
          >
            {action.label}
          </button>
        ))}
      </div>,
      document.body,
    );
  }

  return { open: open !== null, targetProps, element };
}
