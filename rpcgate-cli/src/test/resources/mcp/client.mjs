// The official MCP TypeScript SDK client driving a server through a command line (here: rpcgate tap in front of
// server-everything), over stdio. It records every byte it receives, exercises every tool, resource and prompt the
// server lists (mode "session"), or provokes the faults of the interop test (mode "faults"), and writes a report.
// usage: node client.mjs CONFIG_JSON_FILE
//   config: {"mode": "session"|"faults", "command": [...], "received": FILE, "report": FILE}
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync, createWriteStream } from "node:fs";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { ReadBuffer, serializeMessage } from "@modelcontextprotocol/sdk/shared/stdio.js";
import {
  CreateMessageRequestSchema,
  ElicitRequestSchema,
  ListRootsRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";

const config = JSON.parse(readFileSync(process.argv[2], "utf8"));
const report = { calls: {}, errors: [], tools: [], resources: [], prompts: [] };

/** The SDK's stdio transport, but spawning the whole command line and recording the raw bytes it receives. */
class RecordingTransport {
  constructor(command, file) {
    this.command = command;
    this.file = file;
    this.buffer = new ReadBuffer();
    this.raw = new Map(); // id of a raw request -> resolve
  }
  async start() {
    if (this.child) return; // started before connect, to send a request before initialize
    this.recorded = createWriteStream(this.file);
    this.child = spawn(this.command[0], this.command.slice(1), { stdio: ["pipe", "pipe", "inherit"] });
    this.exited = new Promise((resolve) => this.child.on("exit", (code) => resolve(code)));
    this.child.stdout.on("data", (chunk) => {
      this.recorded.write(chunk);
      this.buffer.append(chunk);
      for (let m = this.read(); m !== null; m = this.read()) {
        if (m.id !== undefined && !m.method && this.raw.has(m.id)) {
          this.raw.get(m.id)(m);
          this.raw.delete(m.id);
        } else {
          this.onmessage?.(m);
        }
      }
    });
    this.child.stdout.on("end", () => this.recorded.end());
  }
  read() {
    try {
      return this.buffer.readMessage();
    } catch (e) {
      report.errors.push("unreadable line: " + e.message);
      return null;
    }
  }
  async send(message) {
    this.child.stdin.write(serializeMessage(message));
  }
  /** Sends a request as written, outside the SDK, and waits (bounded) for its reply. */
  rawRequest(message, ms = 5000) {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), ms);
      this.raw.set(message.id, (reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
      this.child.stdin.write(JSON.stringify(message) + "\n");
    });
  }
  async close() {
    this.child.stdin.end();
    const code = await Promise.race([this.exited, new Promise((r) => setTimeout(() => r("timeout"), 20000))]);
    report.tapExit = code;
    await new Promise((r) => (this.recorded.writableFinished ? r() : this.recorded.on("finish", r)));
    this.onclose?.();
  }
}

function count(what) {
  report.calls[what] = (report.calls[what] ?? 0) + 1;
}

async function attempt(what, fn) {
  count(what);
  try {
    return await fn();
  } catch (e) {
    report.errors.push(what + ": " + (e?.message ?? String(e)));
    return null;
  }
}

/** Arguments for each tool of server-everything, and for any other tool from its input schema. */
function argumentsFor(tool) {
  const known = {
    "echo": { message: "hello from rpcgate" },
    "get-annotated-message": { messageType: "success", includeImage: true },
    "get-resource-links": { count: 3 },
    "get-resource-reference": { resourceType: "text", resourceId: 1 },
    "get-structured-content": { location: "New York" },
    "get-sum": { a: 2, b: 3 },
    "gzip-file-as-resource": { name: "note.txt", data: "data:text/plain;base64,aGVsbG8gcnBjZ2F0ZQ==" },
    "trigger-long-running-operation": { duration: 1, steps: 2 },
    "trigger-sampling-request": { prompt: "Say hello", maxTokens: 20 },
    "trigger-url-elicitation": {},
    "simulate-research-query": { topic: "JSON-RPC", ambiguous: false },
    "trigger-sampling-request-async": { prompt: "Say hello", maxTokens: 20 },
    "trigger-elicitation-request-async": {},
  };
  if (known[tool.name]) return known[tool.name];
  const args = {};
  const props = tool.inputSchema?.properties ?? {};
  for (const name of tool.inputSchema?.required ?? []) {
    const p = props[name] ?? {};
    args[name] = p.enum ? p.enum[0] : p.type === "number" || p.type === "integer" ? 1 : p.type === "boolean" ? false : "x";
  }
  return args;
}

function promptArguments(prompt) {
  const known = {
    "args-prompt": { city: "Berlin", state: "Berlin" },
    "completable-prompt": { department: "Engineering", name: "Alice" },
    "resource-prompt": { resourceType: "Text", resourceId: "1" },
  };
  if (known[prompt.name]) return known[prompt.name];
  const args = {};
  for (const a of prompt.arguments ?? []) if (a.required) args[a.name] = "x";
  return args;
}

function newClient() {
  const client = new Client({ name: "rpcgate-interop", version: "1.0.0" }, {
    capabilities: { roots: { listChanged: true }, sampling: {}, elicitation: { form: {}, url: {} } },
  });
  client.setRequestHandler(ListRootsRequestSchema, async () => {
    count("roots/list answered");
    return { roots: [{ uri: "file:///tmp/rpcgate-interop", name: "interop" }] };
  });
  client.setRequestHandler(CreateMessageRequestSchema, async () => {
    count("sampling/createMessage answered");
    return { model: "rpcgate-test-model", role: "assistant", content: { type: "text", text: "Hello." } };
  });
  client.setRequestHandler(ElicitRequestSchema, async () => {
    count("elicitation/create answered");
    return { action: "decline" };
  });
  return client;
}

async function session(client) {
  const tools = [];
  for (let cursor; ;) {
    const page = await attempt("tools/list", () => client.listTools(cursor ? { cursor } : {}));
    if (!page) break;
    tools.push(...page.tools);
    if (!(cursor = page.nextCursor)) break;
  }
  for (const tool of tools) {
    report.tools.push(tool.name);
    if (tool.execution?.taskSupport === "required") {
      await attempt("tools/call as a task " + tool.name, async () => {
        const stream = client.experimental.tasks.callToolStream({ name: tool.name, arguments: argumentsFor(tool) },
          undefined, { timeout: 20000 });
        for await (const message of stream) {
          count("task stream " + message.type);
          if (message.type === "error") throw message.error;
        }
      });
      continue;
    }
    await attempt("tools/call " + tool.name, () => client.callTool({ name: tool.name, arguments: argumentsFor(tool) },
      undefined, { timeout: 20000, onprogress: () => count("progress received") }));
    if (tool.name.startsWith("toggle-")) { // on, then off again: no timers outlive the session
      await attempt("tools/call " + tool.name, () => client.callTool({ name: tool.name, arguments: {} }));
    }
  }
  const resources = [];
  for (let cursor; ;) {
    const page = await attempt("resources/list", () => client.listResources(cursor ? { cursor } : {}));
    if (!page) break;
    resources.push(...page.resources);
    if (!(cursor = page.nextCursor)) break;
  }
  for (const r of resources) {
    report.resources.push(r.uri);
    await attempt("resources/read", () => client.readResource({ uri: r.uri }));
  }
  const templates = await attempt("resources/templates/list", () => client.listResourceTemplates());
  for (const t of templates?.resourceTemplates ?? []) {
    const uri = t.uriTemplate.replace(/\{[^}]+\}/g, "1");
    report.resources.push(uri);
    await attempt("resources/read (template)", () => client.readResource({ uri }));
  }
  if (resources.length > 0) {
    await attempt("resources/subscribe", () => client.subscribeResource({ uri: resources[0].uri }));
    await attempt("resources/unsubscribe", () => client.unsubscribeResource({ uri: resources[0].uri }));
  }
  const prompts = await attempt("prompts/list", () => client.listPrompts());
  for (const p of prompts?.prompts ?? []) {
    report.prompts.push(p.name);
    await attempt("prompts/get " + p.name, () => client.getPrompt({ name: p.name, arguments: promptArguments(p) }));
  }
  await attempt("completion/complete", () => client.complete({
    ref: { type: "ref/prompt", name: "completable-prompt" }, argument: { name: "department", value: "E" } }));
  await attempt("logging/setLevel", () => client.setLoggingLevel("debug"));
  await attempt("ping", () => client.ping());
}

async function faults(client, transport) {
  // a request before initialize
  report.early = await transport.rawRequest({ jsonrpc: "2.0", id: "early", method: "tools/list" }, 30000);
  await client.connect(transport);
  // an unknown method
  report.unknown = await transport.rawRequest({ jsonrpc: "2.0", id: "unknown", method: "tools/frobnicate", params: {} });
  // the proxy drops "tools" from this result
  await attempt("tools/list (missing result field)", () => client.listTools());
  // the proxy answers this with another id: the SDK times out and cancels it
  await attempt("prompts/list (wrong id)", () => client.listPrompts(undefined, { timeout: 1500 }));
  // cancelled after 300 ms; the proxy drops the cancellation, so the server answers with a result
  const abort = new AbortController();
  setTimeout(() => abort.abort("user cancelled"), 300);
  await attempt("tools/call cancelled", () => client.callTool(
    { name: "trigger-long-running-operation", arguments: { duration: 2, steps: 2 } },
    undefined, { signal: abort.signal, timeout: 10000 }));
  await new Promise((r) => setTimeout(r, 2500)); // the late result passes tap meanwhile
}

const transport = new RecordingTransport(config.command, config.received);
const client = newClient();
const overall = setTimeout(() => {
  report.errors.push("the client script ran out of time");
  writeFileSync(config.report, JSON.stringify(report, null, 2));
  process.exit(3);
}, 100000);
try {
  if (config.mode === "faults") {
    await transport.start();
    await faults(client, transport);
  } else {
    await client.connect(transport);
    report.server = client.getServerVersion();
    report.capabilities = client.getServerCapabilities();
    await session(client);
    await new Promise((r) => setTimeout(r, 500)); // the server's roots/list after initialization
  }
} catch (e) {
  report.errors.push("session: " + (e?.stack ?? String(e)));
}
await transport.close();
clearTimeout(overall);
writeFileSync(config.report, JSON.stringify(report, null, 2));
