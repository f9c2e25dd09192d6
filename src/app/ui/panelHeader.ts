// Panel header buttons (subscription-navigation §2 "Panel headers"): each named type has an icon, an event
// name and a position (left, right1, right2). A name that is not one of them is a logged error and the
// button is left out.
import { report } from '../../lib/report';

export type PanelButtonPosition = 'left' | 'right1' | 'right2';

export interface PanelButtonType {
  icon: 'help' | 'close' | 'select' | 'deselect' | 'plus' | 'minus' | 'back' | 'grid';
  /** What the header reports when the button is pressed. */
  event: string;
  position: PanelButtonPosition;
  /** The button's accessible name (an i18next key). */
  labelKey: string;
}

export const PANEL_BUTTONS = {
  help: { icon: 'help', event: 'panel_help', position: 'right2', labelKey: 'widgets_panel_help' },
  close: { icon: 'close', event: 'panel_close', position: 'right1', labelKey: 'widgets_panel_close' },
  select: { icon: 'select', event: 'panel_select', position: 'right2', labelKey: 'widgets_panel_select' },
  deselect: { icon: 'deselect', event: 'panel_deselect', position: 'right2', labelKey: 'widgets_panel_deselect' },
  batch_add: { icon: 'plus', event: 'panel_batch_add', position: 'right1', labelKey: 'widgets_panel_batch_add' },
  batch_remove: { icon: 'minus', event: 'panel_batch_remove', position: 'right1', labelKey: 'widgets_panel_batch_remove' },
  back: { icon: 'back', event: 'panel_back', position: 'left', labelKey: 'widgets_panel_back' },
  view_all: { icon: 'grid', event: 'panel_view_all', position: 'right2', labelKey: 'widgets_panel_view_all' },
} as const satisfies Record<string, PanelButtonType>;

export type PanelButtonName = keyof typeof PANEL_BUTTONS;

export function isPanelButtonName(name: unknown): name is PanelButtonName {
  return typeof name === 'string' && Object.hasOwn(PANEL_BUTTONS, name);
}

export interface PanelButtonRequest {
  /** One of the named types; anything else is logged and not shown. */
  name: string;
  /** Overrides the type's label (already translated), e.g. "Close Adjust". */
  label?: string;
  /** Extra class names for the button. */
  className?: string;
  disabled?: boolean;
}

export interface PlacedPanelButton extends PanelButtonRequest {
  name: PanelButtonName;
  type: PanelButtonType;
}

/** The valid buttons by position (each position in the order given); invalid names are logged and dropped. */
export function placePanelButtons(requests: readonly PanelButtonRequest[]): Record<PanelButtonPosition, PlacedPanelButton[]> {
  const placed: Record<PanelButtonPosition, PlacedPanelButton[]> = { left: [], right1: [], right2: [] };
  for (const request of requests) {
    if (!isPanelButtonName(request.name)) {
      report('error', 'invalid panel header button', { name: request.name });
      continue;
    }
    const type: PanelButtonType = PANEL_BUTTONS[request.name];
    placed[type.position].push({ ...request, name: request.name, type });
  }
  return placed;
}
