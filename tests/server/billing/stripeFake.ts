// A local stand-in for the few Stripe endpoints the Stripe adapter calls (node:http, answers shaped like
// Stripe's), so the real `stripe` package can be tested without a network. It keeps customers, payment
// methods and intents in memory and records every request it got. Cards behave like Stripe's test cards:
// pm_card_visa / tok_visa succeed, tok_chargeDeclined is refused when attached, pm_card_chargeCustomerFail
// attaches but every charge is declined (insufficient funds), pm_card_threeDSecure2Required asks for 3-D Secure.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

interface FakeIntent {
  id: string;
  status: string;
  amount: number;
  currency: string;
  customer: string;
  client_secret: string;
  latest_charge: string | null;
}

const CARDS = new Map<string, { brand: string; last4: string }>([
  ['pm_card_visa', { brand: 'visa', last4: '4242' }],
  ['pm_card_mastercard', { brand: 'mastercard', last4: '4444' }],
  ['pm_card_chargeCustomerFail', { brand: 'visa', last4: '0341' }],
  ['pm_card_threeDSecure2Required', { brand: 'visa', last4: '3184' }],
]);
const TOKENS = new Map<string, string>([
  ['tok_visa', 'pm_card_visa'],
  ['tok_mastercard', 'pm_card_mastercard'],
  ['tok_chargeCustomerFail', 'pm_card_chargeCustomerFail'],
]);
const DECLINED_TOKENS = new Map<string, { code: string; decline_code?: string; message: string }>([
  ['tok_chargeDeclined', { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }],
  ['tok_chargeDeclinedInsufficientFunds', { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' }],
  ['tok_chargeDeclinedExpiredCard', { code: 'expired_card', message: 'Your card has expired.' }],
  ['tok_chargeDeclinedIncorrectCvc', { code: 'incorrect_cvc', message: "Your card's security code is incorrect." }],
  ['tok_chargeDeclinedFraudulent', { code: 'card_declined', decline_code: 'fraudulent', message: 'Your card was declined.' }],
  ['tok_chargeDeclinedStolenCard', { code: 'card_declined', decline_code: 'stolen_card', message: 'Your card was declined.' }],
]);

export class StripeFake {
  readonly requests: RecordedRequest[] = [];
  readonly customers = new Map<string, { email: string; name: string; default_payment_method: string | null }>();
  readonly intents = new Map<string, FakeIntent>();
  /** Payment methods: id → the card it is (pm_card_visa, …) and its customer. */
  private readonly methods = new Map<string, { card: string; customer: string | null }>();
  private counter = 0;
  private server: Server | undefined;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve, reject) => this.server?.close((err) => (err ? reject(err) : resolve())));
  }

  /** The requests to a path (method and path, e.g. "POST /v1/payment_intents"). */
  sent(route: string): RecordedRequest[] {
    return this.requests.filter((r) => `${r.method} ${r.path}` === route);
  }

  /** What the customer does on the 3-D Secure page: the intent succeeds, or fails back to requires_payment_method. */
  completeAuthentication(intentId: string, outcome: 'succeed' | 'fail'): void {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`no intent ${intentId}`);
    intent.status = outcome === 'succeed' ? 'succeeded' : 'requires_payment_method';
    intent.latest_charge = outcome === 'succeed' ? this.id('ch') : null;
  }

  private id(prefix: string): string {
    this.counter += 1;
    return `${prefix}_fake${this.counter}`;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const form = new URLSearchParams(req.method === 'GET' ? url.search : Buffer.concat(chunks).toString('utf8'));
    this.requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form });
    const [status, body] = this.route(req.method ?? '', url.pathname, form);
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': this.id('req') });
    res.end(JSON.stringify(body));
  }

  private paymentMethodJson(id: string): Record<string, unknown> {
    const method = this.methods.get(id)!;
    const card = CARDS.get(method.card)!;
    return { id, object: 'payment_method', type: 'card', customer: method.customer, card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034, country: 'US' }, billing_details: {} };
  }

  private customerJson(id: string): Record<string, unknown> {
    const c = this.customers.get(id)!;
    return { id, object: 'customer', email: c.email, name: c.name, invoice_settings: { default_payment_method: c.default_payment_method } };
  }

  private intentJson(intent: FakeIntent): Record<string, unknown> {
    return { object: 'payment_intent', ...intent, next_action: intent.status === 'requires_action' ? { type: 'use_stripe_sdk' } : null };
  }

  private route(method: string, path: string, form: URLSearchParams): [number, unknown] {
    const missing = (what: string): [number, unknown] => [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } }];
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const id = this.id('cus');
      this.customers.set(id, { email: form.get('email') ?? '', name: form.get('name') ?? '', default_payment_method: null });
      return [200, this.customerJson(id)];
    }
    if ((m = path.match(/^\/v1\/customers\/([\w]+)$/))) {
      const customer = this.customers.get(m[1]!);
      if (!customer) return missing(`customer: '${m[1]}'`);
      if (method === 'DELETE') {
        this.customers.delete(m[1]!);
        return [200, { id: m[1], object: 'customer', deleted: true }];
      }
      if (method === 'POST') customer.default_payment_method = form.get('invoice_settings[default_payment_method]') ?? customer.default_payment_method;
      return [200, this.customerJson(m[1]!)];
    }
    if (method === 'POST' && path === '/v1/payment_methods') {
      const token = form.get('card[token]') ?? '';
      const declined = DECLINED_TOKENS.get(token);
      if (declined) return [402, { error: { type: 'card_error', param: '', ...declined } }];
      const card = TOKENS.get(token);
      if (!card) return missing(`token: '${token}'`);
      const id = this.id('pm');
      this.methods.set(id, { card, customer: null });
      return [200, this.paymentMethodJson(id)];
    }
    if (method === 'POST' && (m = path.match(/^\/v1\/payment_methods\/([\w]+)\/attach$/))) {
      const id = m[1]!;
      if (!this.methods.has(id) && CARDS.has(id)) this.methods.set(id, { card: id, customer: null });
      const pm = this.methods.get(id);
      if (!pm) return missing(`PaymentMethod: '${id}'`);
      pm.customer = form.get('customer');
      return [200, this.paymentMethodJson(id)];
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const pm = this.methods.get(form.get('payment_method') ?? '');
      if (!pm) return missing('payment_method');
      const offSession = form.get('off_session') === 'true';
      const intent: FakeIntent = { id: this.id('pi'), status: 'succeeded', amount: Number(form.get('amount')), currency: form.get('currency') ?? '', customer: form.get('customer') ?? '', client_secret: '', latest_charge: null };
      intent.client_secret = `${intent.id}_secret_fake`;
      this.intents.set(intent.id, intent);
      if (pm.card === 'pm_card_chargeCustomerFail') {
        intent.status = 'requires_payment_method';
        return [402, { error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.', payment_intent: this.intentJson(intent) } }];
      }
      if (pm.card === 'pm_card_threeDSecure2Required') {
        intent.status = 'requires_action';
        if (offSession) {
          intent.status = 'requires_payment_method';
          return [402, { error: { type: 'card_error', code: 'authentication_required', decline_code: 'authentication_required', message: 'Your card was declined. This transaction requires authentication.', payment_intent: this.intentJson(intent) } }];
        }
        return [200, this.intentJson(intent)];
      }
      intent.latest_charge = this.id('ch');
      return [200, this.intentJson(intent)];
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/payment_intents\/([\w]+)$/))) {
      const intent = this.intents.get(m[1]!);
      return intent ? [200, this.intentJson(intent)] : missing(`payment_intent: '${m[1]}'`);
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } }];
  }
}
