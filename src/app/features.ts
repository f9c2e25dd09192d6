// Product areas that hook into the shell at start (account menu, sync status, session checks, service
// worker). Each area adds one line; start-up waits for none of them longer than it must.
export async function startFeatures(): Promise<void> {
  await Promise.all([]);
}
