// The official A2A JS SDK's v0.3 client (@a2a-js/sdk 0.3.x) driving an agent through the rpcgate gateway, created
// from the gateway's card URL. It prints one JSON line per step: {"step":NAME,"result":...} with what the SDK returned,
// or {"step":NAME,"error":...} with what it threw (the error class, its message, and the JSON-RPC code, message and
// data the SDK kept), then {"done":true}.
//
// usage: node client-v03.mjs GATEWAY_BASE AGENT_ID UNKNOWN_AGENT_ID
//
// The run is bounded: it exits with 3 after DEADLINE_MS whatever happens.
import { randomUUID } from 'node:crypto';
import { ClientFactory } from '@a2a-js/sdk/client';

const DEADLINE_MS = 30_000;
const [gateway, agentId, unknownId] = process.argv.slice(2);
if (!gateway || !agentId || !unknownId) {
  console.error('usage: node client-v03.mjs GATEWAY_BASE AGENT_ID UNKNOWN_AGENT_ID');
  process.exit(2);
}
setTimeout(() => {
  console.error(`client-v03: not done after ${DEADLINE_MS} ms`);
  process.exit(3);
}, DEADLINE_MS).unref();

function print(line) {
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

function describeError(e) {
  const mapped = e?.errorResponse ? e : e?.cause?.errorResponse ? e.cause : undefined;
  const error = mapped?.errorResponse?.error;
  return { name: (mapped ?? e)?.constructor?.name ?? typeof e, message: String(e?.message ?? e).slice(0, 400),
    code: error?.code ?? null, rpcMessage: error?.message ?? null, data: error?.data ?? null };
}

async function step(name, fn) {
  try {
    const result = await fn();
    print({ step: name, result: result ?? null });
    return result;
  } catch (e) {
    print({ step: name, error: describeError(e) });
    return undefined;
  }
}

function message(text) {
  return { kind: 'message', messageId: randomUUID(), role: 'user', parts: [{ kind: 'text', text }] };
}

/** A task as the steps report it: its id, state and the texts of its artifacts. */
function task(t) {
  return { kind: t.kind, id: t.id, state: t.status?.state,
    artifacts: (t.artifacts ?? []).flatMap((a) => a.parts.filter((p) => p.kind === 'text').map((p) => p.text)) };
}

/** A stream event as the steps report it: its kind, and the state of a task or status update. */
function event(e) {
  return { kind: e.kind, state: e.status?.state ?? null, final: e.final ?? null };
}

const factory = new ClientFactory();
// the base URL has a path, so it ends with a slash: the SDK resolves the card's path against it
const base = `${gateway}/a2a/${agentId}/`;
let client;
await step('card', async () => {
  client = await factory.createFromUrl(base);
  const c = await client.getAgentCard();
  return { url: c.url, name: c.name, preferredTransport: c.preferredTransport ?? null };
});
if (!client) {
  process.exit(4);
}
const card = await client.getAgentCard();

const sent = await step('send', async () => task(await client.sendMessage({ message: message('hello') })));
await step('stream', async () => {
  const events = [];
  for await (const e of client.sendMessageStream({ message: message('stream me') })) events.push(event(e));
  return events;
});
await step('get', async () => task(await client.getTask({ id: sent?.id ?? 'missing' })));
await step('get-unknown-task', () => client.getTask({ id: 'no-such-task' }));
await step('cancel-completed', () => client.cancelTask({ id: sent?.id ?? 'missing' }));

const waiting = await step('send-wait', async () => task(await client.sendMessage({ message: message('wait'),
  configuration: { blocking: false } })));
const resubscribed = client.resubscribeTask({ id: waiting?.id ?? 'missing' })[Symbol.asyncIterator]();
await step('resubscribe', async () => {
  const first = await resubscribed.next();
  return first.done ? { done: true } : event(first.value);
});
await step('cancel', async () => task(await client.cancelTask({ id: waiting?.id ?? 'missing' })));
await step('resubscribe-rest', async () => {
  const events = [];
  for (let r = await resubscribed.next(); !r.done; r = await resubscribed.next()) events.push(event(r.value));
  return events;
});

await step('unknown-agent-card', async () => {
  await factory.createFromUrl(`${gateway}/a2a/${unknownId}/`);
  return { created: true };
});
await step('unknown-agent', async () => {
  const stray = await factory.createFromAgentCard({ ...card, url: `${gateway}/a2a/${unknownId}` });
  return task(await stray.sendMessage({ message: message('hello') }));
});
await step('timeout', async () => task(await client.sendMessage({ message: message('slow'),
  configuration: { timeout: 0.5 } })));
print({ done: true });
process.exit(0);
