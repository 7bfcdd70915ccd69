/**
 * Contract fake of the Stripe API, for the official `stripe` SDK pointed at it through
 * STRIPE_API_BASE_URL. It speaks Stripe's wire format: form-encoded requests with nested keys
 * (`line_items[0][price_data][currency]=eur`), `Authorization: Bearer sk_...`, JSON objects with
 * `object` and prefixed ids, the documented error body `{ error: { type, code, message, param } }`
 * and 404 `resource_missing`. Resources: customers, checkout sessions, payment intents,
 * subscriptions (billing period on the items, API 2025-03-31+), invoices (subscription under
 * `parent.subscription_details`) and card payment methods.
 *
 * It also plays what Stripe does outside the API: its hosted Checkout page (GET the session `url`,
 * "Pay" completes the session, creates the subscription, its first invoice and a card, sends the
 * events and redirects to `success_url`), renewals, failed payments and the end of a subscription.
 * Events are signed exactly as Stripe signs them (`Stripe-Signature: t=<unix>,v1=<HMAC-SHA256 of
 * "<t>.<payload>" with the endpoint secret>`). With a `webhookUrl` they are POSTed there (and the
 * delivery awaited); without one they wait in `outbox` for the test to deliver.
 *
 *   const stripe = new StripeFake();
 *   await stripe.start();
 *   Object.assign(process.env, stripe.envVars()); resetEnvForTests();
 *   await stripe.completeCheckout(sessionId);     // as the customer paying on the hosted page
 *   const delivery = stripe.outbox.shift()!;       // { event, payload, signature }
 */
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_STRIPE_SECRET_KEY = "sk_test_fake_postpilot";
export const FAKE_STRIPE_PUBLISHABLE_KEY = "pk_test_fake_postpilot";
export const FAKE_STRIPE_WEBHOOK_SECRET = "whsec_fake_postpilot";
export const FAKE_STRIPE_API_VERSION = "2026-10-28.endive";

type Obj = Record<string, unknown>;

export interface Delivery {
  event: Obj & { id: string; type: string };
  payload: string;
  signature: string;
}

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** Stripe's signature header for a payload (what Stripe sends in `Stripe-Signature`). */
export function signStripePayload(payload: string, secret: string, timestamp = now()): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

/** Decodes Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
export function decodeStripeForm(body: string): Obj {
  const root: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, "").split("[");
    let node: Obj = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Obj;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== "object") return value;
    const entries = Object.entries(value as Obj).map(([k, v]) => [k, arrays(v)] as const);
    if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, v]) => v);
    return Object.fromEntries(entries);
  };
  return arrays(root) as Obj;
}

function addMonth(unix: number): number {
  const d = new Date(unix * 1000);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
}

export class StripeFake {
  private server: Server | undefined;
  readonly customers = new Map<string, Obj>();
  readonly sessions = new Map<string, Obj>();
  readonly paymentIntents = new Map<string, Obj>();
  readonly subscriptions = new Map<string, Obj>();
  readonly invoices = new Map<string, Obj>();
  readonly paymentMethods = new Map<string, Obj>();
  /** Signed events not yet delivered (when no webhookUrl is set). */
  readonly outbox: Delivery[] = [];
  /** Every event ever sent, delivered or not. */
  readonly events: Delivery[] = [];
  /** Every API request: method, path and decoded params. */
  readonly requests: { method: string; path: string; params: Obj }[] = [];

  constructor(readonly options: { secretKey?: string; webhookSecret?: string; webhookUrl?: string } = {}) {}

  get secretKey() {
    return this.options.secretKey ?? FAKE_STRIPE_SECRET_KEY;
  }
  get webhookSecret() {
    return this.options.webhookSecret ?? FAKE_STRIPE_WEBHOOK_SECRET;
  }

  get origin(): string {
    const { port } = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  envVars(): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: this.secretKey,
      STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      STRIPE_API_BASE_URL: this.origin,
    };
  }

  async start(port = 0): Promise<void> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((err: unknown) => {
        if (!res.headersSent) this.error(res, 500, "api_error", null, `fake failure: ${String(err)}`);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  reset(): void {
    for (const map of [this.customers, this.sessions, this.paymentIntents, this.subscriptions, this.invoices, this.paymentMethods]) map.clear();
    this.outbox.length = 0;
    this.events.length = 0;
    this.requests.length = 0;
  }

  // ─── What the customer and Stripe do outside the API ──────────────────────

  /** The customer pays on the hosted Checkout page: subscription, first invoice, card, events. */
  async completeCheckout(sessionId: string): Promise<Obj> {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    if (session.status === "complete") return session;
    const customer = session.customer as string;
    const lineItem = ((session.line_items as Obj[] | undefined) ?? [])[0] ?? {};
    const priceData = (lineItem.price_data ?? {}) as Obj;
    const unitAmount = Number(priceData.unit_amount ?? 0);
    const currency = String(priceData.currency ?? "eur");
    const productName = String(((priceData.product_data ?? {}) as Obj).name ?? "Subscription");
    const metadata = ((session.subscription_data as Obj | undefined)?.metadata ?? {}) as Obj;

    const card = this.attachCard(customer);
    const start = now();
    const sub = this.createSubscription({ customer, unitAmount, currency, productName, metadata, start, paymentMethod: card.id as string });
    const invoice = this.createInvoice(sub, "subscription_create", "paid");
    Object.assign(session, { status: "complete", payment_status: "paid", subscription: sub.id, invoice: invoice.id });

    await this.emit("checkout.session.completed", session);
    await this.emit("customer.subscription.created", sub);
    await this.emit("invoice.paid", invoice);
    return session;
  }

  /** The customer confirms a PaymentIntent with a card in Stripe.js (3-D Secure passed). */
  succeedPaymentIntent(id: string): Obj {
    const intent = this.paymentIntents.get(id);
    if (!intent) throw new Error(`no payment intent ${id}`);
    const card = intent.customer ? this.attachCard(intent.customer as string) : undefined;
    Object.assign(intent, { status: "succeeded", amount_received: intent.amount, payment_method: card?.id ?? null });
    return intent;
  }

  /** A month later Stripe charges again: a new period, a paid renewal invoice. */
  async renewSubscription(id: string): Promise<Obj> {
    return this.startNextPeriod(id, true);
  }

  /** The renewal charge is declined: the invoice stays open and the subscription is past_due. */
  async failRenewal(id: string): Promise<Obj> {
    return this.startNextPeriod(id, false);
  }

  /** The subscription ends (its period is over after a cancellation, or retries ran out). */
  async endSubscription(id: string): Promise<Obj> {
    const sub = this.subscriptions.get(id)!;
    Object.assign(sub, { status: "canceled", canceled_at: sub.canceled_at ?? now(), ended_at: now() });
    await this.emit("customer.subscription.deleted", sub);
    return sub;
  }

  /** Signs an event the way Stripe does (a test can sign with another secret or an old timestamp). */
  sign(payload: string, options: { secret?: string; timestamp?: number } = {}): string {
    return signStripePayload(payload, options.secret ?? this.webhookSecret, options.timestamp);
  }

  subscriptionOf(customerId: string): Obj | undefined {
    return [...this.subscriptions.values()].filter((s) => s.customer === customerId).at(-1);
  }

  // ─── Internals ────────────────────────────────────────────────────────────

  /** A new monthly period starts and Stripe charges it: paid (active) or declined (past_due, invoice open). */
  private async startNextPeriod(id: string, paid: boolean): Promise<Obj> {
    const sub = this.subscriptions.get(id)!;
    const item = this.item(sub);
    item.current_period_start = item.current_period_end;
    item.current_period_end = addMonth(item.current_period_start as number);
    sub.status = paid ? "active" : "past_due";
    const invoice = this.createInvoice(sub, "subscription_cycle", paid ? "paid" : "open");
    await this.emit(paid ? "invoice.paid" : "invoice.payment_failed", invoice);
    await this.emit("customer.subscription.updated", sub);
    return invoice;
  }

  private item(sub: Obj): Obj {
    return ((sub.items as Obj).data as Obj[])[0]!;
  }

  private attachCard(customer: string): Obj {
    const existing = [...this.paymentMethods.values()].find((pm) => pm.customer === customer);
    if (existing) return existing;
    const pm: Obj = {
      id: newId("pm"),
      object: "payment_method",
      type: "card",
      customer,
      created: now(),
      livemode: false,
      metadata: {},
      billing_details: { email: (this.customers.get(customer)?.email as string) ?? null, name: null, address: null, phone: null },
      card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, country: "NL", funding: "credit" },
    };
    this.paymentMethods.set(pm.id as string, pm);
    return pm;
  }

  private createSubscription(input: {
    customer: string;
    unitAmount: number;
    currency: string;
    productName: string;
    metadata: Obj;
    start: number;
    paymentMethod: string;
  }): Obj {
    const id = newId("sub");
    const sub: Obj = {
      id,
      object: "subscription",
      customer: input.customer,
      status: "active",
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: input.start,
      start_date: input.start,
      livemode: false,
      currency: input.currency,
      default_payment_method: input.paymentMethod,
      metadata: input.metadata,
      items: {
        object: "list",
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
        data: [
          {
            id: newId("si"),
            object: "subscription_item",
            subscription: id,
            quantity: 1,
            current_period_start: input.start,
            current_period_end: addMonth(input.start),
            price: {
              id: newId("price"),
              object: "price",
              currency: input.currency,
              unit_amount: input.unitAmount,
              recurring: { interval: "month", interval_count: 1 },
              product: newId("prod"),
              nickname: input.productName,
            },
          },
        ],
      },
    };
    this.subscriptions.set(id, sub);
    return sub;
  }

  private createInvoice(sub: Obj, billingReason: string, status: "paid" | "open"): Obj {
    const item = this.item(sub);
    const price = item.price as Obj;
    const amount = Number(price.unit_amount);
    const id = newId("in");
    const invoice: Obj = {
      id,
      object: "invoice",
      customer: sub.customer,
      status,
      billing_reason: billingReason,
      currency: price.currency,
      amount_due: amount,
      amount_paid: status === "paid" ? amount : 0,
      amount_remaining: status === "paid" ? 0 : amount,
      created: now(),
      livemode: false,
      description: null,
      hosted_invoice_url: `${this.origin}/invoices/${id}`,
      invoice_pdf: `${this.origin}/invoices/${id}/pdf`,
      period_start: item.current_period_start,
      period_end: item.current_period_start,
      parent: { type: "subscription_details", quote_details: null, subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      lines: {
        object: "list",
        has_more: false,
        data: [
          {
            id: newId("il"),
            object: "line_item",
            amount,
            currency: price.currency,
            description: `1 × ${String(price.nickname)} (at €${(amount / 100).toFixed(2)} / month)`,
            period: { start: item.current_period_start, end: item.current_period_end },
          },
        ],
      },
    };
    this.invoices.set(id, invoice);
    return invoice;
  }

  private async emit(type: string, object: Obj): Promise<void> {
    const event = {
      id: newId("evt"),
      object: "event",
      api_version: FAKE_STRIPE_API_VERSION,
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
    const payload = JSON.stringify(event, null, 2);
    const delivery: Delivery = { event, payload, signature: this.sign(payload) };
    this.events.push(delivery);
    if (!this.options.webhookUrl) {
      this.outbox.push(delivery);
      return;
    }
    const res = await fetch(this.options.webhookUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json; charset=utf-8",
        "stripe-signature": delivery.signature,
        "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      },
      body: payload,
    });
    if (!res.ok) throw new Error(`webhook ${type} answered ${res.status}: ${await res.text()}`);
  }

  private send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "content-type": "application/json", "request-id": newId("req"), "stripe-version": FAKE_STRIPE_API_VERSION });
    res.end(JSON.stringify(body));
  }

  private error(res: ServerResponse, status: number, type: string, code: string | null, message: string, param?: string) {
    this.send(res, status, {
      error: { type, code, message, param, doc_url: code ? `https://stripe.com/docs/error-codes/${code.replace(/_/g, "-")}` : undefined },
    });
  }

  private missing(res: ServerResponse, kind: string, id: string, param = "id") {
    this.error(res, 404, "invalid_request_error", "resource_missing", `No such ${kind}: '${id}'`, param);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? "/", "http://fake");
    const method = req.method ?? "GET";
    const path = url.pathname;

    // Hosted pages (no API key: the browser opens them).
    const page = /^\/checkout\/(cs_test_[a-f0-9]+)(\/pay)?$/.exec(path);
    if (page) return this.checkoutPage(res, page[1]!, method === "POST" && page[2] === "/pay");
    const invoicePage = /^\/invoices\/(in_[a-f0-9]+)(\/pdf)?$/.exec(path);
    if (invoicePage) {
      const inv = this.invoices.get(invoicePage[1]!);
      if (!inv) return void res.writeHead(404).end("Not found");
      res.writeHead(200, { "content-type": invoicePage[2] ? "application/pdf" : "text/html" });
      return void res.end(invoicePage[2] ? `%PDF-1.4 fake invoice ${String(inv.id)}` : `<h1>Invoice ${String(inv.id)}</h1>`);
    }

    if (!path.startsWith("/v1/")) return this.error(res, 404, "invalid_request_error", null, `Unrecognized request URL (${method}: ${path}).`);
    const key = (req.headers.authorization ?? "").replace(/^Bearer /, "");
    if (key !== this.secretKey) {
      return this.error(
        res,
        401,
        "invalid_request_error",
        null,
        `Invalid API Key provided: ${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 8))}`,
      );
    }
    const params =
      method === "GET" || method === "DELETE" ? decodeStripeForm(url.search.slice(1)) : decodeStripeForm(Buffer.concat(chunks).toString("utf8"));
    this.requests.push({ method, path, params });

    const parts = path.split("/").slice(2); // after /v1
    const [resource, id, action] = [
      parts[0] === "checkout" ? `checkout/${parts[1]}` : parts[0],
      parts[0] === "checkout" ? parts[2] : parts[1],
      parts[0] === "checkout" ? parts[3] : parts[2],
    ];

    switch (`${method} ${resource}${id ? "/:id" : ""}${action ? `/${action}` : ""}`) {
      case "POST customers": {
        const customer = {
          id: newId("cus"),
          object: "customer",
          created: now(),
          livemode: false,
          email: params.email ?? null,
          name: params.name ?? null,
          metadata: params.metadata ?? {},
        };
        this.customers.set(customer.id, customer);
        return this.send(res, 200, customer);
      }
      case "POST checkout/sessions": {
        if (!params.success_url)
          return this.error(res, 400, "invalid_request_error", "parameter_missing", "Missing required param: success_url.", "success_url");
        if (params.customer && !this.customers.has(params.customer as string))
          return this.missing(res, "customer", params.customer as string, "customer");
        const sid = `cs_test_${randomBytes(16).toString("hex")}`;
        const items = (params.line_items as Obj[] | undefined) ?? [];
        const amount = items.reduce((sum, li) => sum + Number(((li.price_data ?? {}) as Obj).unit_amount ?? 0) * Number(li.quantity ?? 1), 0);
        const session: Obj = {
          id: sid,
          object: "checkout.session",
          mode: params.mode,
          status: "open",
          payment_status: "unpaid",
          customer: params.customer ?? null,
          client_reference_id: params.client_reference_id ?? null,
          amount_total: amount,
          currency: ((items[0]?.price_data ?? {}) as Obj).currency ?? "eur",
          metadata: params.metadata ?? {},
          subscription: null,
          invoice: null,
          success_url: params.success_url,
          cancel_url: params.cancel_url ?? null,
          url: `${this.origin}/checkout/${sid}`,
          created: now(),
          livemode: false,
          // kept for the hosted page (Stripe keeps them too, behind `expand[]=line_items`)
          line_items: items,
          subscription_data: params.subscription_data ?? {},
        };
        this.sessions.set(sid, session);
        return this.send(res, 200, this.publicSession(session));
      }
      case "GET checkout/sessions/:id": {
        const session = this.sessions.get(id!);
        return session ? this.send(res, 200, this.publicSession(session)) : this.missing(res, "checkout.session", id!);
      }
      case "POST payment_intents": {
        const amount = Number(params.amount);
        if (!Number.isInteger(amount) || amount < 50)
          return this.error(res, 400, "invalid_request_error", "amount_too_small", "Amount must be at least €0.50 eur", "amount");
        const pid = newId("pi");
        const intent: Obj = {
          id: pid,
          object: "payment_intent",
          amount,
          amount_received: 0,
          currency: params.currency,
          customer: params.customer ?? null,
          description: params.description ?? null,
          metadata: params.metadata ?? {},
          status: "requires_payment_method",
          client_secret: `${pid}_secret_${randomBytes(12).toString("hex")}`,
          payment_method: null,
          created: now(),
          livemode: false,
        };
        this.paymentIntents.set(pid, intent);
        return this.send(res, 200, intent);
      }
      case "GET payment_intents/:id": {
        const intent = this.paymentIntents.get(id!);
        return intent ? this.send(res, 200, intent) : this.missing(res, "payment_intent", id!);
      }
      case "GET subscriptions/:id": {
        const sub = this.subscriptions.get(id!);
        return sub ? this.send(res, 200, sub) : this.missing(res, "subscription", id!);
      }
      case "POST subscriptions/:id": {
        const sub = this.subscriptions.get(id!);
        if (!sub) return this.missing(res, "subscription", id!);
        if (sub.status === "canceled")
          return this.error(
            res,
            400,
            "invalid_request_error",
            null,
            "A canceled subscription can only update its cancellation_details and metadata.",
          );
        if (params.cancel_at_period_end !== undefined) {
          const cancel = params.cancel_at_period_end === "true";
          Object.assign(sub, {
            cancel_at_period_end: cancel,
            cancel_at: cancel ? this.item(sub).current_period_end : null,
            canceled_at: cancel ? now() : null,
          });
        }
        if (params.metadata) sub.metadata = { ...(sub.metadata as Obj), ...(params.metadata as Obj) };
        void this.emit("customer.subscription.updated", sub).catch(() => undefined);
        return this.send(res, 200, sub);
      }
      case "DELETE subscriptions/:id": {
        const sub = this.subscriptions.get(id!);
        if (!sub) return this.missing(res, "subscription", id!);
        if (sub.status !== "canceled") {
          Object.assign(sub, { status: "canceled", canceled_at: now(), ended_at: now() });
          void this.emit("customer.subscription.deleted", sub).catch(() => undefined);
        }
        return this.send(res, 200, sub);
      }
      case "GET invoices/:id": {
        const invoice = this.invoices.get(id!);
        return invoice ? this.send(res, 200, invoice) : this.missing(res, "invoice", id!);
      }
      case "GET payment_methods": {
        const data = [...this.paymentMethods.values()].filter((pm) => pm.customer === params.customer && (!params.type || pm.type === params.type));
        return this.send(res, 200, { object: "list", url: "/v1/payment_methods", has_more: false, data });
      }
      case "POST payment_methods/:id/detach": {
        const pm = this.paymentMethods.get(id!);
        if (!pm) return this.missing(res, "payment_method", id!);
        if (!pm.customer)
          return this.error(
            res,
            400,
            "invalid_request_error",
            null,
            "The payment method you provided is not attached to a customer so detachment is impossible.",
          );
        pm.customer = null;
        return this.send(res, 200, pm);
      }
      default:
        return this.error(res, 404, "invalid_request_error", null, `Unrecognized request URL (${method}: ${path}).`);
    }
  }

  private publicSession(session: Obj): Obj {
    const { line_items: _items, subscription_data: _data, ...rest } = session;
    return rest;
  }

  private async checkoutPage(res: ServerResponse, sessionId: string, pay: boolean) {
    const session = this.sessions.get(sessionId);
    if (!session) {
      res.writeHead(404, { "content-type": "text/html" });
      return void res.end("<h1>Checkout session not found</h1>");
    }
    if (pay) {
      try {
        await this.completeCheckout(sessionId);
      } catch (err) {
        res.writeHead(502, { "content-type": "text/html" });
        return void res.end(`<h1>Payment could not be completed</h1><p>${String(err).replace(/</g, "&lt;")}</p>`);
      }
      const target = String(session.success_url).replace("{CHECKOUT_SESSION_ID}", sessionId);
      res.writeHead(303, { location: target });
      return void res.end();
    }
    const euros = (Number(session.amount_total) / 100).toFixed(2);
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html><head><title>Checkout (test)</title></head><body>
<h1>Test checkout</h1><p data-testid="checkout-amount">€${euros} / month</p>
<form method="post" action="/checkout/${sessionId}/pay"><button type="submit">Pay €${euros}</button></form>
</body></html>`);
  }
}
