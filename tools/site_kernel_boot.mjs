// The site's Pyodide, started from a memory snapshot on every visit after the first.
//
// tools/site_build.py copies this file beside the runtime (static/pyodide/mjlearn-boot.mjs)
// and points the Pyodide kernel's `pyodideUrl` at it, so the kernel's worker calls this
// `loadPyodide` instead of the runtime's own. Its settings come with the kernel's
// `loadPyodideOptions` (jupyter-lite.json): `mjlearnSnapshot: {key, imports, prepare}`.
//
// * First visit (no snapshot under `key`): the runtime boots as always, loading the lock's
//   packages, then imports `imports` (what every kernel of the site imports first: the
//   kernel itself with IPython, ipywidgets, and the mjlearn modules every lesson's first
//   cells import), and runs `prepare` if given (Python statements: every lesson's imports,
//   a score rendered in each language). Its memory is then copied with Pyodide's
//   own `makeMemorySnapshot` (the `_makeSnapshot` option), with the files the packages
//   unpacked into site-packages (the snapshot holds Python's memory, not the runtime's file
//   system), and both are kept in the browser's Cache Storage under `key`: the memory
//   without its pages of zeros, the files without the bytecode of the modules already
//   imported (the memory holds them), a quarter less to read on every later visit.
// * Every later visit: the runtime starts from that memory (`_loadSnapshot`): no wheel is
//   fetched or unpacked and none of `imports` runs again. The files are written back before
//   Python starts, and `loadedPackages` says what is installed, as after a normal start.
// * `key` names the site's build (its lock, with every wheel's hash, and the runtime's
//   build): a rebuilt site finds no snapshot of its own, boots normally and keeps a new
//   one (the old ones are deleted). Anything that fails on the way (no Cache Storage, a
//   snapshot of another runtime, a check after the start) means a normal start, never a
//   broken kernel.
//
// Pyodide 314 documents these options as private (`@ignore`); what they need here:
// its `makeMemorySnapshot` refuses a runtime whose `loadedPackages` is not empty (it
// expects the table of JavaScript references as a fresh start leaves it), so that object
// is emptied for the copy and filled again; JavaScript values held by Python are named by
// their place in the runtime's API (`serializer`) and found there again on restore
// (`_snapshotDeserializer`); a restored runtime's memory starts at its build's initial
// size, so it is grown to the snapshot's size before the copy goes in.

import { loadPyodide as loadPyodideFresh } from "./pyodide.mjs";

const CACHE = "mjlearn-kernel-snapshot";
const SITE_PACKAGES = "/lib/python3.14/site-packages";

function say(text) {
  console.info(`mjlearn kernel: ${text}`);
}

// beside the runtime (an http address in the browser; under Node, a path works too)
function besideRuntime(indexURL, name) {
  return new URL(name, new URL(indexURL, "file:///")).href;
}

function entryUrl(indexURL, key, part) {
  return besideRuntime(indexURL, `mjlearn-snapshot/${encodeURIComponent(key)}/${part}`);
}

// --- the files the packages unpacked ------------------------------------------------------

function walk(FS, dir, out, skip) {
  for (const name of FS.readdir(dir)) {
    if (name === "." || name === "..") continue;
    const path = `${dir}/${name}`;
    if (skip.has(path)) continue;
    const mode = FS.lstat(path).mode;
    if (FS.isDir(mode)) {
      out.push([path, null]);
      walk(FS, path, out, skip);
    } else if (FS.isFile(mode)) {
      out.push([path, FS.readFile(path)]);
    }
  }
  return out;
}

// One buffer: a 4-byte length, a JSON header (paths, sizes, loadedPackages), the bytes.
// The folders: site-packages and the home folder (IPython's profile, made at its start).
// `skip`: paths left out (the bytecode of the modules the memory already holds).
export function packFiles(FS, loadedPackages, folders, skip = new Set()) {
  const files = [];
  for (const folder of folders) walk(FS, folder, files, skip);
  const header = new TextEncoder().encode(JSON.stringify({
    loadedPackages,
    files: files.map(([path, data]) => [path, data === null ? -1 : data.length]),
  }));
  const size = files.reduce((n, [, data]) => n + (data ? data.length : 0), 0);
  const out = new Uint8Array(4 + header.length + size);
  new DataView(out.buffer).setUint32(0, header.length);
  out.set(header, 4);
  let at = 4 + header.length;
  for (const [, data] of files) {
    if (data) {
      out.set(data, at);
      at += data.length;
    }
  }
  return out;
}

export function unpackFiles(FS, buffer) {
  const bytes = new Uint8Array(buffer);
  const length = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + length)));
  let at = 4 + length;
  for (const [path, size] of header.files) {
    if (size < 0) {
      FS.mkdirTree(path);
    } else {
      FS.writeFile(path, bytes.subarray(at, at + size), { canOwn: false });
      at += size;
    }
  }
  return header;
}

// --- the memory, without its empty pages --------------------------------------------------

// A third of a started kernel's memory is pages of zeros (the heap's free space, the
// stack): kept as a 4-byte length, a JSON header (the memory's size, the runs of pages
// that are not all zeros) and those runs' bytes.
const PAGE = 4096;

export function packMemory(memory) {
  const words = memory.byteOffset % 4 === 0 && memory.length % 4 === 0
    ? new Uint32Array(memory.buffer, memory.byteOffset, memory.length / 4) : null;
  const empty = (at) => {
    const end = Math.min(at + PAGE, memory.length);
    if (words && end - at === PAGE) {
      for (let i = at / 4, last = end / 4; i < last; i++) if (words[i] !== 0) return false;
      return true;
    }
    for (let i = at; i < end; i++) if (memory[i] !== 0) return false;
    return true;
  };
  const runs = [];
  for (let at = 0; at < memory.length; at += PAGE) {
    if (empty(at)) continue;
    const end = Math.min(at + PAGE, memory.length);
    const last = runs[runs.length - 1];
    if (last && last[1] === at) last[1] = end; else runs.push([at, end]);
  }
  const header = new TextEncoder().encode(JSON.stringify({ size: memory.length, runs }));
  const size = runs.reduce((n, [start, end]) => n + end - start, 0);
  const out = new Uint8Array(4 + header.length + size);
  new DataView(out.buffer).setUint32(0, header.length);
  out.set(header, 4);
  let at = 4 + header.length;
  for (const [start, end] of runs) {
    out.set(memory.subarray(start, end), at);
    at += end - start;
  }
  return out;
}

export function unpackMemory(buffer) {
  const bytes = new Uint8Array(buffer);
  const length = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + length)));
  const memory = new Uint8Array(header.size);
  let at = 4 + length;
  for (const [start, end] of header.runs) {
    memory.set(bytes.subarray(at, at + end - start), start);
    at += end - start;
  }
  return memory;
}

// --- the JavaScript values Python holds ---------------------------------------------------

// Where `value` is in the runtime's API: ["public", name] or ["api", name(, name)].
function placeOf(pyodide, value) {
  const api = pyodide._api;
  for (const [root, object] of [["public", pyodide], ["api", api]]) {
    for (const name of Object.getOwnPropertyNames(object)) {
      try {
        if (object[name] === value) return [root, name];
      } catch (e) { /* a getter that throws: not it */ }
    }
  }
  for (const name of Object.getOwnPropertyNames(api)) {
    try {
      const inner = api[name];
      if (inner && typeof inner === "object") {
        for (const key of Object.getOwnPropertyNames(inner)) {
          if (inner[key] === value) return ["api", name, key];
        }
      }
    } catch (e) { /* idem */ }
  }
  throw new Error(`a JavaScript value held by Python has no place in the API: ${String(value).slice(0, 80)}`);
}

function valueAt(API, place) {
  const [root, ...names] = place;
  let value = root === "public" ? API.public_api : API;
  for (const name of names) value = value[name];
  if (value === undefined) throw new Error(`no ${place.join(".")} in this runtime`);
  return value;
}

// --- the two starts -----------------------------------------------------------------------

// The snapshot's two entries if both are kept, their bodies still being read: the runtime
// starts (its settings, its lock, the WebAssembly fetched) while they are.
async function readSnapshot(indexURL, key) {
  const cache = await caches.open(CACHE);
  const [memory, files] = await Promise.all(
    ["memory", "files"].map((part) => cache.match(entryUrl(indexURL, key, part))));
  if (!memory || !files) return null;
  const stored = {
    memory: memory.arrayBuffer().then(unpackMemory),
    files: files.arrayBuffer(),
  };
  // a body that cannot be read fails the start that awaits it (then a normal start)
  stored.memory.catch(() => {});
  stored.files.catch(() => {});
  return stored;
}

async function forgetSnapshots() {
  await caches.delete(CACHE);
}

async function restore(options, settings, stored, runtimeModule) {
  const { default: createPyodideModule } = await runtimeModule;
  let API = null;
  let header = null;
  const pyodide = await loadPyodideFresh({
    ...options,
    packages: [],
    _loadSnapshot: stored.memory,
    _snapshotDeserializer: (place) => valueAt(API, place),
    // the packages' files back in site-packages before Python starts
    fsInit: async (FS) => { header = unpackFiles(FS, await stored.files); },
    createPyodideModule: async (settings) => {
      const t0 = performance.now();
      const memory = await stored.memory;      // read by now: Pyodide awaited it first
      const module = await createPyodideModule(settings);
      say(`runtime instantiated in ${(performance.now() - t0).toFixed(0)} ms`);
      API = module.API;
      module.growMemory(memory.length);
      return module;
    },
  });
  Object.assign(pyodide.loadedPackages, header.loadedPackages);
  // the same interpreter on every visit: draw new random numbers, drop the second ""
  // that a start puts before sys.path, and check what the snapshot promised is there
  pyodide.runPython(`
import random, sys
random.seed()
if sys.path[:2] == ["", ""]:
    del sys.path[0]
assert all(name in sys.modules for name in ${JSON.stringify(settings.imports)}), "not in the snapshot"
`);
  return pyodide;
}

async function bootAndKeep(options, settings) {
  const pyodide = await loadPyodideFresh({ ...options, _makeSnapshot: true });
  try {
    const started = performance.now();
    pyodide.runPython(settings.imports.map((name) => `import ${name}`).join("\n"));
    // what every visit would do first (the lessons' imports, each language's first score),
    // in a namespace of its own: the learner's finds none of its names
    if (settings.prepare) {
      pyodide.runPython(`exec(${JSON.stringify(settings.prepare.join("\n"))}, ` +
                        `{"__name__": "mjlearn_prepare"})`);
    }
    const imported = performance.now();
    const loaded = { ...pyodide.loadedPackages };
    for (const name of Object.keys(loaded)) delete pyodide.loadedPackages[name];
    let memory;
    try {
      memory = pyodide.makeMemorySnapshot({ serializer: (value) => placeOf(pyodide, value) });
    } finally {
      Object.assign(pyodide.loadedPackages, loaded);
    }
    const home = pyodide.runPython("import os; os.path.expanduser('~')");
    // the bytecode of every module imported by now is in the memory: its file is not kept
    // (a module imported again, by importlib.reload, is compiled from its source)
    const compiled = new Set(JSON.parse(pyodide.runPython(`
import json, sys
json.dumps(sorted({m.__cached__ for m in list(sys.modules.values())
                   if isinstance(getattr(m, "__cached__", None), str)
                   and m.__cached__.startswith(${JSON.stringify(SITE_PACKAGES + "/")})}))`)));
    const files = packFiles(pyodide.FS, loaded, [SITE_PACKAGES, home], compiled);
    const image = packMemory(memory);
    const copied = performance.now();
    // kept while the kernel goes on starting (the learner does not wait for the disk)
    pyodide.mjlearnSnapshotKept = keep(options.indexURL, settings.key, image, files).then(
      () => say(`snapshot kept (${(memory.length / 1e6).toFixed(1)} MB of memory in ` +
                `${(image.length / 1e6).toFixed(1)} MB, ` +
                `${(files.length / 1e6).toFixed(1)} MB of files; the imports ` +
                `${(imported - started).toFixed(0)} ms, the copies ${(copied - imported).toFixed(0)} ms, ` +
                `kept ${(performance.now() - copied).toFixed(0)} ms later)`),
      (error) => say(`no snapshot kept: ${error}`));
  } catch (error) {
    say(`no snapshot kept: ${error}`);
  }
  return pyodide;
}

async function keep(indexURL, key, memory, files) {
  const cache = await caches.open(CACHE);
  // the files first: a visit uses the memory only when both are there. Two kernels of a
  // first visit (two tabs) keep the same files under the same key, so either's memory goes
  // with either's files, and a page closed halfway leaves the other's pair whole.
  const ours = ["files", "memory"].map((part) => entryUrl(indexURL, key, part));
  await cache.put(ours[0], new Response(files));
  await cache.put(ours[1], new Response(memory));
  for (const request of await cache.keys()) {       // another build's snapshot
    if (!ours.includes(request.url ?? String(request))) await cache.delete(request);
  }
}

export async function loadPyodide(options = {}) {
  const { mjlearnSnapshot: settings, ...rest } = options;
  if (!settings || typeof caches === "undefined") return loadPyodideFresh(rest);
  let stored = null;
  const reading = performance.now();
  // the runtime's module is loaded while the snapshot is read (a normal start loads it too)
  const runtimeModule = import(besideRuntime(rest.indexURL, "pyodide.asm.mjs"));
  runtimeModule.catch(() => {});      // a failed import fails the start that awaits it
  try {
    stored = await readSnapshot(rest.indexURL, settings.key);
  } catch (error) {
    say(`the snapshot could not be read: ${error}`);
  }
  if (stored) {
    try {
      const started = performance.now();
      stored.memory.then(() => { stored.read = performance.now(); }, () => {});
      const pyodide = await restore(rest, settings, stored, runtimeModule);
      say(`started from the snapshot in ${(performance.now() - reading).toFixed(0)} ms ` +
          `(its memory read in ${(stored.read - reading).toFixed(0)} ms, found in ` +
          `${(started - reading).toFixed(0)} ms)`);
      return pyodide;
    } catch (error) {
      say(`the snapshot did not start (${error}): a normal start, and a new snapshot`);
      try { await forgetSnapshots(); } catch (e) { /* nothing kept: nothing to forget */ }
    }
  }
  return bootAndKeep(rest, settings);
}
