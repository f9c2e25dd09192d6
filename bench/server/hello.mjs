// The yardstick: a bare Fastify hello-world, in its own process like the real server.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.post('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
