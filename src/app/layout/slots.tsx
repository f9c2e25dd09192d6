// Places in the shell that product areas fill: the account menu in navigation bars and the status line
// (sync state, offline indicator) and the app menu. Areas replace these defaults by registering their
// components at start. Hosts are the areas' overlays (modals opened from anywhere, the unsupported-device
// cover): Root renders them, so they share the app's one React tree (router, i18n, theme).
import { createElement, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { createStore } from '../../lib/store';
import { useStore } from '../useStore';

function DefaultAccount() {
  const { t } = useTranslation();
  return (
    <Link className="px-btn px-btn--small" to="/sign-in/">
      {t('sign_in')}
    </Link>
  );
}

const accountSlot = createStore<ComponentType>(DefaultAccount);
const statusSlots = createStore<ComponentType[]>([]);
const menuSlot = createStore<ComponentType | null>(null);
const hostSlots = createStore<ComponentType[]>([]);

export function setAccountSlot(component: ComponentType): void {
  accountSlot.set(() => component);
}

export function addStatusSlot(component: ComponentType): void {
  statusSlots.set((list) => (list.includes(component) ? list : [...list, component]));
}

/** The app menu of the bars (settings, sync, install). Not a status chip: it must never be clipped with them. */
export function setMenuSlot(component: ComponentType): void {
  menuSlot.set(() => component);
}

/** Adds an overlay host to Root (once per component; an area may add it lazily, on first use). */
export function addHostSlot(component: ComponentType): void {
  hostSlots.set((list) => (list.includes(component) ? list : [...list, component]));
}

/** The registered component is one stable module-level component, not one made during render. */
export function AccountSlot() {
  return createElement(useStore(accountSlot));
}

export function StatusSlots() {
  const list = useStore(statusSlots);
  return <>{list.map((component, i) => createElement(component, { key: i }))}</>;
}

export function MenuSlot() {
  const component = useStore(menuSlot);
  return component ? createElement(component) : null;
}

export function HostSlots() {
  const list = useStore(hostSlots);
  return <>{list.map((component, i) => createElement(component, { key: i }))}</>;
}
