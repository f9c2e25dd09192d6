// Starts the server and shuts it down gracefully on SIGTERM / SIGINT.
import { buildApp } from './app';

const { app, services } = await buildApp();
const { port, host, publicUrl } = services.config;

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port, host });
  app.log.info(`Pixloom is running on ${publicUrl}`);
} catch (err) {
  app.log.error({ err }, 'could not start');
  process.exit(1);
}
