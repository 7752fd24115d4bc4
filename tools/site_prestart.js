// The lesson's kernel started while JupyterLab starts, not after it.
//
// tools/site_build.py puts this script into the head of every lab page of the site
// (lab/index.html, lab/<lang>/index.html), before JupyterLab's own scripts. Left alone,
// JupyterLab starts a notebook's kernel only once the notebook is open: after every
// plugin is activated, the layout restored and the notebook's file read, 2.5–3.5 s into a
// visit; the kernel then takes 1.5–2 s more to start (from its memory snapshot) before the
// first cell runs. Here, as soon as the Pyodide kernel can be made (its plugin activated,
// the service worker's registration known, which decides whether the kernel reaches the
// learner's files), a session is started for the lesson the address names (`?path=`),
// through JupyterLab's own session manager (`serviceManager.sessions.startNew`): the same
// path, name, type and kernel as the notebook's. When the notebook opens, its session
// context finds a running session for its path and connects to it (JupyterLab reuses a
// session of the same path) instead of starting a kernel of its own, so the kernel boots
// while the front end is still activating its plugins.
//
// It needs `window.jupyterapp` (jupyter-lite.json's `exposeAppInBrowser`), which
// JupyterLite sets before the app starts. Anything unexpected (no path, not a notebook,
// a failure) leaves the page as it was: the notebook then starts its kernel itself. If
// no notebook has connected to the session two minutes after the layout is restored (the
// address names a file the site does not have), the session is shut down again.
(function () {
  "use strict";
  const KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel";
  const path = new URLSearchParams(window.location.search).get("path");
  if (!path || !path.endsWith(".ipynb") || typeof Promise === "undefined") return;

  function say(text) {
    console.info(`mjlearn: ${text}`);
  }

  // The kernel reaches the learner's files when JupyterLite's service-worker manager has
  // its registration: it asks `navigator.serviceWorker` for it (`getRegistration`, then
  // `register` if there is none). The kernel is made once every such call has settled and
  // the manager's own continuation has run (a task later than the promise it awaited).
  let pending = 0;
  let known = null;
  const settled = new Promise((resolve) => { known = resolve; });
  const container = navigator.serviceWorker;
  if (!container) {
    known();
  } else {
    for (const method of ["getRegistration", "register"]) {
      const original = container[method];
      container[method] = function (...args) {
        pending += 1;
        const call = original.apply(this, args);
        const done = () => setTimeout(() => {
          pending -= 1;
          if (pending === 0) known();
        }, 0);
        call.then(done, done);
        return call;
      };
    }
  }

  async function until(test) {
    while (!test()) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  async function prestart(app) {
    const started = performance.now();
    await until(() => app.isPluginActivated(KERNEL_PLUGIN));
    await settled;
    const { sessions } = app.serviceManager;
    await sessions.ready;
    const name = path.split("/").pop();
    const session = await sessions.startNew({ path, name, type: "notebook",
                                              kernel: { name: "python" } });
    say(`the kernel of ${path} started with the page ` +
        `(${(performance.now() - started).toFixed(0)} ms after the app was made)`);
    // the notebook connects to the session by itself: this connection is not needed
    const id = session.id;
    session.dispose();
    // no notebook connected to it two minutes after the layout is restored (an address to
    // a file the site does not have, which JupyterLab cannot load): the kernel is shut down
    await app.restored;
    const connected = () => [...app.shell.widgets("main")]
      .some((widget) => widget.sessionContext?.session?.id === id);
    for (let waited = 0; waited < 120000 && !connected(); waited += 500) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    if (!connected()) {
      say(`no notebook ${path} connected to its kernel: the kernel is shut down`);
      await sessions.shutdown(id);
    }
  }

  let app;
  Object.defineProperty(window, "jupyterapp", {
    configurable: true,
    enumerable: true,
    get() { return app; },
    set(value) {
      app = value;
      if (value && value.serviceManager) {
        prestart(value).catch((error) => say(`the kernel was not started early: ${error}`));
      }
    },
  });
})();
