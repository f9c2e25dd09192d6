// The messages area's start-up hook: announcements and targeted notices wait for the app to open, in their
// own chunk so the first render does not carry them.
export function startMessages(): void {
  void import('./announcementRunner').then((module) => module.startAnnouncements());
}
