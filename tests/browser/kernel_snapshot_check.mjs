// The site's kernel boot module (tools/site_kernel_boot.mjs) under Node, with the built
// site's runtime and wheels, and Cache Storage as a browser has it (kept in memory here):
//
//   node kernel_snapshot_check.mjs <mjlearn-boot.mjs> <static/pyodide/>
//
// Prints one JSON line per start (what the test compares) and then what is kept.
const stores = new Map();
globalThis.caches = {
  async open(name) {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name);
    return {
      async match(url) {
        const bytes = store.get(String(url));
        return bytes ? new Response(bytes) : undefined;
      },
      async put(url, response) { store.set(String(url), new Uint8Array(await response.arrayBuffer())); },
      async keys() { return [...store.keys()].map((url) => ({ url })); },
      async delete(request) { return store.delete(String(request.url ?? request)); },
    };
  },
  async delete(name) { return stores.delete(name); },
};

const [boot, index] = process.argv.slice(2);
const { loadPyodide } = await import(boot);
const said = [];
const info = console.info;
console.info = (text) => { said.push(String(text)); };
const packages = ["six"];
const settings = { key: "build-1", imports: ["six", "email.message"] };

const PROBE = `
import importlib.metadata, json, random, sys
json.dumps({"imported": [m for m in ("six", "email.message") if m in sys.modules],
            "six": importlib.metadata.version("six"), "random": random.random(),
            "path_head": sys.path[:2], "answer": eval("6 * 7")})
`;

async function start(label, options) {
  said.length = 0;
  const pyodide = await loadPyodide({ indexURL: index, packages, ...options });
  await pyodide.mjlearnSnapshotKept;
  const probe = JSON.parse(pyodide.runPython(PROBE));
  console.log(JSON.stringify({ label, said: [...said], loaded: Object.keys(pyodide.loadedPackages).sort(), ...probe }));
}

await start("first", { mjlearnSnapshot: settings });
await start("second", { mjlearnSnapshot: settings });
await start("third", { mjlearnSnapshot: settings });
for (const [url, bytes] of stores.get("mjlearn-kernel-snapshot")) {
  if (url.endsWith("/memory")) bytes.fill(7, 0, 64);          // another runtime's, or broken
}
await start("broken", { mjlearnSnapshot: settings });
await start("after broken", { mjlearnSnapshot: settings });
await start("rebuilt", { mjlearnSnapshot: { ...settings, key: "build-2" } });
// two kernels of one first visit (two tabs) keep theirs at once: either pair serves
await Promise.all(["tab one", "tab two"].map((label) =>
  start(label, { mjlearnSnapshot: { ...settings, key: "build-3" } })));
await start("after two tabs", { mjlearnSnapshot: { ...settings, key: "build-3" } });
await start("no settings", {});
console.info = info;
console.log(JSON.stringify({ kept: [...stores.get("mjlearn-kernel-snapshot").keys()].map((url) => url.split("/").slice(-2).join("/")) }));
