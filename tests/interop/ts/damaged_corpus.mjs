// Generates the held-out corpus of damaged real messages (issue 24) and what
// the official TypeScript SDK (the version package.json pins) makes of each:
//
//   tests/corpus/damaged/<label>.jsonl, label v1, v2, v1.unstable, v2.unstable
//
// (the labels of the schema files and of tests/corpus/: a stable label is
// judged by the SDK's stable binding, `@agentclientprotocol/sdk` and
// `.../experimental/v2`, an unstable one by its unstable binding, `/unstable`
// and `/experimental/v2/unstable`, against that label's schema file). An
// unstable label's file holds only what its stable file does not say: the
// variants of the unstable messages, and those of the stable ones that the
// unstable binding judges otherwise. An unstable build reads both, the
// unstable file's line replacing the stable one of the same (def, input).
//
// Regenerate (after `.ci/install-peers`, from the repository root):
//
//   node tests/interop/ts/damaged_corpus.mjs
//
// The output is committed: the Rust test (tests/types/damaged_corpus.rs)
// reads it and needs no node. It is deterministic (same inputs, same bytes).
//
// The real messages: every frame of tests/transcripts/*.jsonl (not the
// *broken* ones), and every case and frame of tests/corpus/<label>/*.json
// (the format of tests/support/common/corpus.rs; an unstable label also takes
// the stable directory's, as the Rust corpus does). Extension methods, error
// responses and frames of methods the schema lacks are left out.
//
// The damage: for every object member and every array item at any depth
// (not the root), one variant with that value replaced by a value of another
// JSON type: string -> 12345, number / boolean / array -> "not-the-right-type",
// object -> 42 (null is left alone). At most MAX_PER_MESSAGE variants per
// message (evenly spaced over the depth-first order when there are more);
// identical (def, input) pairs are written once.
//
// The TS verdict is the one the SDK's connection reaches, with the SDK's own
// functions: the request / notification specs of dist/<v>/stable/acp.js
// (dist/<v>/acp.js for an unstable label; module-private; this script imports that module's source with the tables
// exported, so what runs is the SDK's code, e.g. v2's parseV2InitializeRequest
// and mapV2InitializeResponse) through `parseParams` of
// dist/core/app-handlers.js, exactly as `onReceiveRequest` /
// `onReceiveNotification` and v2's `parseRequestResponse` call them.
// Where the SDK's connection does not decode the value at all (v1 results are
// handed to the caller raw; defs that are not a method's params or result;
// methods the SDK has no spec for), "ts" is "accepted" and "sdk_decodes" is
// false; "zod" is always the verdict of the def's generated decoder
// `z<Def>.parse` (dist/<v>/schema/zod.gen.js, dist/<v>/unstable/schema/ for
// an unstable label), the reference the Rust test
// uses where the connection does not decode.
//
// One line per variant:
//   {"def", "source", "pointer", "was", "input", "ts", "sdk_decodes", "zod"}
// `pointer` is the JSON pointer of the damaged member or item in `input`,
// `was` its value in the real message (so the real message is `input` with
// `was` put back at `pointer`).

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const MAX_PER_MESSAGE = 64;

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, "../../..");
const sdk = path.join(here, "node_modules/@agentclientprotocol/sdk");
const sdkVersion = JSON.parse(fs.readFileSync(path.join(sdk, "package.json"), "utf8")).version;
const pinned = JSON.parse(fs.readFileSync(path.join(here, "package.json"), "utf8")).dependencies["@agentclientprotocol/sdk"];
if (sdkVersion !== pinned) {
    console.error(`damaged_corpus: SDK ${sdkVersion} installed, package.json pins ${pinned}; run .ci/install-peers`);
    process.exit(1);
}

const { parseParams } = await import(pathToFileURL(path.join(sdk, "dist/core/app-handlers.js")).href);

/// The SDK's stable binding module of `version`, with its module-private spec
/// tables (and v2's `parseRequestResponse`) exported. Relative imports are
/// made absolute, so the module shares the SDK's own module instances.
async function sdkInternals(version, unstable) {
    const file = path.join(sdk, unstable ? `dist/${version}/acp.js` : `dist/${version}/stable/acp.js`);
    let src = fs.readFileSync(file, "utf8");
    src = src.replace(/(from\s+|import\s+)"(\.{1,2}\/[^"]+)"/g, (_, kw, rel) => `${kw}"${new URL(rel, pathToFileURL(file)).href}"`);
    const extra = ["agentRequestSpecs", "agentNotificationSpecs", "clientRequestSpecs", "clientNotificationSpecs"];
    if (version === "v2") extra.push("parseRequestResponse");
    src += `\nexport const __internals = { ${extra.join(", ")} };\n`;
    const mod = await import("data:text/javascript;base64," + Buffer.from(src).toString("base64"));
    return mod.__internals;
}

function verdict(f) {
    try {
        f();
        return "accepted";
    } catch {
        return "rejected";
    }
}

/// Per label: def -> how the SDK's connection decodes it.
async function decoders(label) {
    const [version, unstable] = [label.slice(0, 2), label.endsWith(".unstable")];
    const zodFile = unstable ? `dist/${version}/unstable/schema/zod.gen.js` : `dist/${version}/schema/zod.gen.js`;
    const zod = await import(pathToFileURL(path.join(sdk, zodFile)).href);
    const internals = await sdkInternals(version, unstable);
    const schemaFile = unstable ? "schema.unstable.json" : "schema.json";
    const schema = JSON.parse(fs.readFileSync(path.join(repo, `schema/${version}/${schemaFile}`), "utf8"));
    const defs = schema.$defs;
    // The spec tables by the side that serves the method (`x-side`) and kind:
    // a method name can be a request one way and a notification the other
    // (unstable `mcp/message`).
    const tables = {
        agent: { request: internals.agentRequestSpecs, notification: internals.agentNotificationSpecs },
        client: { request: internals.clientRequestSpecs, notification: internals.clientNotificationSpecs },
    };
    // method -> { request, result, notification } defs, from the schema.
    const methods = new Map();
    const byDef = new Map();
    for (const [name, d] of Object.entries(defs)) {
        const method = d["x-method"];
        if (typeof method !== "string") continue;
        const kind = name.endsWith("Request") ? "request" : name.endsWith("Response") ? "result" : "notification";
        const m = methods.get(method) ?? {};
        m[kind] = name;
        methods.set(method, m);
        const table = tables[d["x-side"]]?.[kind === "notification" ? "notification" : "request"];
        const spec = table && Object.values(table).find((s) => s.method === method);
        if (!spec) continue;
        if (kind !== "result") byDef.set(name, (v) => parseParams(spec.params, v));
        else if (version === "v2") byDef.set(name, (v) => internals.parseRequestResponse(spec, v));
        // v1: results are handed to the caller as received (mapResponse is
        // at most `response ?? {}`): not decoded.
    }
    return {
        defs,
        methods,
        zodOf(def) {
            const z = zod[`z${def}`];
            if (!z) throw new Error(`${label}: no z${def} in ${zodFile}`);
            return z;
        },
        judge(def, value) {
            const z = this.zodOf(def);
            const zodVerdict = verdict(() => z.parse(value));
            const conn = byDef.get(def);
            if (!conn) return { ts: "accepted", sdk_decodes: false, zod: zodVerdict };
            return { ts: verdict(() => conn(value)), sdk_decodes: true, zod: zodVerdict };
        },
    };
}

// ---------------------------------------------------------------------------
// The real messages.

function sortedFiles(dir, ext) {
    if (!fs.existsSync(dir)) return [];
    return fs.readdirSync(dir).filter((f) => f.endsWith(ext)).sort();
}

/// The def of a frame's params / result, from the schema's method table.
function frameDef(dec, frame, requestMethod) {
    if (typeof frame.method === "string") {
        const m = dec.methods.get(frame.method);
        if (!m) return null;
        const def = "id" in frame ? m.request : m.notification;
        return def ? { def, value: frame.params ?? null } : null;
    }
    if ("result" in frame && requestMethod) {
        const m = dec.methods.get(requestMethod);
        return m?.result ? { def: m.result, value: frame.result } : null;
    }
    return null;
}

/// Corpus messages of one label: `[{source, def, value}]`.
function corpusMessages(label, dec) {
    const out = [];
    const dirs = label.endsWith(".unstable") ? [label.slice(0, 2), label] : [label];
    for (const version of dirs) {
    const dir = path.join(repo, "tests/corpus", version);
    for (const file of sortedFiles(dir, ".json")) {
        const doc = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
        for (const c of doc.cases ?? []) {
            out.push({ source: `corpus/${version}/${file}: ${c.name}`, def: c.def, value: c.value });
        }
        for (const f of doc.frames ?? []) {
            const d = frameDef(dec, f.frame, f.method);
            if (d) out.push({ source: `corpus/${version}/${file}: ${f.name} (frame)`, ...d });
        }
    }
    }
    return out;
}

/// Transcript messages, by version: `{v1: [...], v2: [...]}` (`decs` by version). Lines are bare
/// frames or `{"dir", "msg"}`; the version of a frame is the one its
/// transcript negotiated (the initialize result's protocolVersion; before
/// that the file name's), an initialize request's its own.
function transcriptMessages(decs) {
    const out = { v1: [], v2: [] };
    const dir = path.join(repo, "tests/transcripts");
    for (const file of sortedFiles(dir, ".jsonl")) {
        if (file.includes("broken")) continue;
        let version = file.startsWith("v2") ? "v2" : "v1";
        const pending = new Map(); // `${dir}|${id}` of the request -> method
        const lines = fs.readFileSync(path.join(dir, file), "utf8").split("\n");
        lines.forEach((line, i) => {
            if (!line.trim()) return;
            const rec = JSON.parse(line);
            const frame = rec.msg ?? rec;
            const dirTag = rec.dir ?? "";
            const back = dirTag === "c2a" ? "a2c" : dirTag === "a2c" ? "c2a" : "";
            let v = version;
            let requestMethod;
            if (typeof frame.method === "string" && "id" in frame) {
                pending.set(`${dirTag}|${JSON.stringify(frame.id)}`, frame.method);
                if (frame.method === "initialize" && frame.params?.protocolVersion === 2) v = "v2";
                else if (frame.method === "initialize" && frame.params?.protocolVersion === 1) v = "v1";
            } else if (!("method" in frame)) {
                const key = `${back}|${JSON.stringify(frame.id)}`;
                requestMethod = pending.get(key);
                pending.delete(key);
                if (requestMethod === "initialize" && typeof frame.result?.protocolVersion === "number") {
                    version = frame.result.protocolVersion >= 2 ? "v2" : "v1";
                    v = version;
                }
            }
            const d = frameDef(decs[v], frame, requestMethod);
            if (d) out[v].push({ source: `transcripts/${file}:${i + 1}`, ...d });
        });
    }
    return out;
}

// ---------------------------------------------------------------------------
// The damage.

function wrongType(v) {
    if (v === null) return undefined;
    if (typeof v === "string") return 12345;
    if (Array.isArray(v)) return "not-the-right-type";
    if (typeof v === "object") return 42;
    return "not-the-right-type"; // number, boolean
}

function escape(key) {
    return key.replace(/~/g, "~0").replace(/\//g, "~1");
}

/// Every `[pointer, path]` of a member or item below the root, depth first.
function sites(value, pointer = "", keys = [], out = []) {
    if (Array.isArray(value)) {
        value.forEach((item, i) => {
            out.push([`${pointer}/${i}`, [...keys, i]]);
            sites(item, `${pointer}/${i}`, [...keys, i], out);
        });
    } else if (value !== null && typeof value === "object") {
        for (const [k, item] of Object.entries(value)) {
            out.push([`${pointer}/${escape(k)}`, [...keys, k]]);
            sites(item, `${pointer}/${escape(k)}`, [...keys, k], out);
        }
    }
    return out;
}

function getAt(value, keys) {
    return keys.reduce((v, k) => v[k], value);
}

function variants(value) {
    const all = sites(value).filter(([, keys]) => getAt(value, keys) !== null);
    const picked =
        all.length <= MAX_PER_MESSAGE
            ? all
            : Array.from({ length: MAX_PER_MESSAGE }, (_, i) => all[Math.floor((i * all.length) / MAX_PER_MESSAGE)]);
    return picked.map(([pointer, keys]) => {
        const input = structuredClone(value);
        const parent = getAt(input, keys.slice(0, -1));
        const was = parent[keys.at(-1)];
        parent[keys.at(-1)] = wrongType(was);
        return { pointer, was, input };
    });
}

// ---------------------------------------------------------------------------

function isUnstable(label) {
    return label.endsWith(".unstable");
}

const labels = ["v1", "v2", "v1.unstable", "v2.unstable"];
const decs = {};
for (const l of labels) decs[l] = await decoders(l);
const outDir = path.join(repo, "tests/corpus/damaged");
fs.mkdirSync(outDir, { recursive: true });
const written = {}; // label -> Map(key -> verdict JSON)
for (const v of labels) {
    const dec = decs[v];
    const stable = isUnstable(v) ? written[v.slice(0, 2)] : new Map();
    const unstable = isUnstable(v);
    const transcripts = transcriptMessages(unstable ? { v1: decs["v1.unstable"], v2: decs["v2.unstable"] } : decs);
    const messages = [...corpusMessages(v, dec), ...transcripts[v.slice(0, 2)]];
    const seen = new Set();
    const mine = new Map();
    const lines = [];
    const counts = { messages: messages.length, variants: 0, ts: 0, zod: 0 };
    for (const msg of messages) {
        if (!dec.defs[msg.def]) throw new Error(`${msg.source}: no def ${msg.def} in ${v}`);
        for (const { pointer, was, input } of variants(msg.value)) {
            const key = `${msg.def} ${JSON.stringify(input)}`;
            if (seen.has(key)) continue;
            seen.add(key);
            const j = dec.judge(msg.def, input);
            if (stable.get(key) === JSON.stringify(j)) continue;
            counts.variants += 1;
            if (j.ts === "accepted") counts.ts += 1;
            if (j.zod === "accepted") counts.zod += 1;
            lines.push(JSON.stringify({ def: msg.def, source: msg.source, pointer, was, input, ...j }));
            mine.set(key, JSON.stringify(j));
        }
    }
    written[v] = mine;
    fs.writeFileSync(path.join(outDir, `${v}.jsonl`), lines.join("\n") + "\n");
    console.error(
        `damaged_corpus: ${v}: ${counts.messages} messages, ${counts.variants} variants${unstable ? " not in the stable file" : ""}, ` +
            `TS connection accepts ${counts.ts}, zod decoder accepts ${counts.zod}`,
    );
}
