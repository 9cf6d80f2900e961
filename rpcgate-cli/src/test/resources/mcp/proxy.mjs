// A byte-level stand-in between `rpcgate tap` and an MCP server on stdio: it records every byte it passes to its
// stdout (what the server sent, after any fault) and can inject the faults the interop test names.
// usage: node proxy.mjs RECORD_FILE FAULTS(comma list or "none") -- SERVER_COMMAND [ARG...]
// faults: missing-result (tools/list result without "tools"), wrong-id (prompts/list reply with another id),
//         drop-cancel (the client's notifications/cancelled never reach the server)
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";

const [record, faultList, dashes, ...server] = process.argv.slice(2);
if (dashes !== "--" || server.length === 0) {
  console.error("usage: node proxy.mjs RECORD FAULTS -- COMMAND [ARG...]");
  process.exit(2);
}
const faults = new Set(faultList === "none" ? [] : faultList.split(","));
const recorded = createWriteStream(record);
const child = spawn(server[0], server.slice(1), { stdio: ["pipe", "pipe", "inherit"] });
const methods = new Map(); // id (as JSON text) -> method, for the client's requests

function lines(stream, onLine, onEnd) {
  let pending = Buffer.alloc(0);
  stream.on("data", (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    for (let nl = pending.indexOf(10); nl >= 0; nl = pending.indexOf(10)) {
      onLine(pending.subarray(0, nl + 1));
      pending = pending.subarray(nl + 1);
    }
  });
  stream.on("end", () => {
    if (pending.length > 0) onLine(pending);
    onEnd();
  });
}

function parse(line) {
  try {
    return JSON.parse(line.toString("utf8"));
  } catch {
    return null;
  }
}

lines(process.stdin, (line) => {
  const m = parse(line);
  if (m && m.method && m.id !== undefined) methods.set(JSON.stringify(m.id), m.method);
  if (m && m.method === "notifications/cancelled" && faults.has("drop-cancel")) return;
  child.stdin.write(line);
}, () => {
  child.stdin.end(); // the server ends at EOF, or is ended shortly after
  setTimeout(() => {
    ended = true;
    child.kill("SIGTERM");
  }, 1000).unref();
});
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    child.kill("SIGTERM");
    process.exit(143);
  });
}

lines(child.stdout, (line) => {
  let out = line;
  const m = parse(line);
  if (m && m.id !== undefined && !m.method) {
    const method = methods.get(JSON.stringify(m.id));
    if (method === "tools/list" && m.result && faults.has("missing-result") && m.id !== "early") {
      delete m.result.tools;
      out = Buffer.from(JSON.stringify(m) + "\n");
    } else if (method === "prompts/list" && faults.has("wrong-id")) {
      m.id = 424242;
      out = Buffer.from(JSON.stringify(m) + "\n");
    }
  }
  recorded.write(out);
  process.stdout.write(out);
}, () => recorded.end(() => process.stdout.end()));

let ended = false; // the proxy ended the server after EOF: that is a clean end
child.on("exit", (code) => {
  process.exitCode = ended ? 0 : code ?? 1;
});
