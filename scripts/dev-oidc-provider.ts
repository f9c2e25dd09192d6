// A local OpenID Connect provider for trying social sign-in and for e2e tests (oidc-provider with its
// development login page: type any login, any password, then Continue).
//
//   node --import tsx scripts/dev-oidc-provider.ts [--port 9400] [--app http://127.0.0.1:8080]
//
// It prints the OAUTH_<PROVIDER>_* variables to start the app with; google, facebook and apple all point to
// it. A login of "<id>" signs in as sub=<id> with email <id>@example.com (verified) and name <id>; a login
// that starts with "noemail" has no email (Facebook's missing_email case).
import { startOidcProvider } from '../tests/support/oidcProvider';

function arg(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}

const port = Number(arg('port', '9400'));
const appUrl = arg('app', process.env.PUBLIC_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
const providers = ['google', 'facebook', 'apple'];

const running = await startOidcProvider({
  port,
  clients: providers.map((p) => ({ client_id: `pixloom-${p}`, client_secret: `${p}-dev-secret`, redirect_uris: [`${appUrl}/auth/oidc/${p}/callback`] })),
  defaultAccount: (id) => (id.startsWith('noemail') ? { name: id } : { email: `${id}@example.com`, email_verified: true, name: id }),
});

for (const p of providers) {
  const key = `OAUTH_${p.toUpperCase()}`;
  console.log(`${key}_ISSUER=${running.issuer}`);
  console.log(`${key}_CLIENT_ID=pixloom-${p}`);
  console.log(`${key}_CLIENT_SECRET=${p}-dev-secret`);
}
console.log(`# OpenID provider for ${appUrl} running at ${running.issuer} (Ctrl+C stops it)`);

const stop = (): void => void running.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
