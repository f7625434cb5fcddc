// Server-rendered pages: the page can be read before the app's scripts run, so they are
// requested once it has painted, not while the page, its stylesheets and its images still share a
// slow connection with them. The server names the entry and the page's chunks (data-entry,
// data-chunks); they are then fetched together, as modulepreload links would have fetched them.
// A classic script (document.currentScript); the CSP allows scripts from this origin only.
(function () {
  var me = document.currentScript;
  var entry = me.getAttribute('data-entry');
  var chunks = (me.getAttribute('data-chunks') || '').split(' ').filter(Boolean);
  var started = false;
  // Each request the page starts costs the main thread a little (~0.3-0.6 ms on a desktop, four
  // times that on the phones Lighthouse models); forty of them at once were one long task while
  // the reader may already be scrolling. The entry goes first, the preloads follow a few at a time,
  // each batch in its own task.
  var BATCH = 6;
  function preload(from) {
    chunks.slice(from, from + BATCH).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    if (from + BATCH < chunks.length) setTimeout(preload, 0, from + BATCH);
  }
  function load() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
    preload(0);
  }
  // A button pressed before the app has hydrated the page would do nothing (its handler is not
  // attached yet): the press is held and repeated once the app says it is ready (the root
  // layout's 'tm:app-ready' event). Links, <details> and a form's own submit button work as plain
  // HTML and are left to the browser.
  var held = [];
  function hold(event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || (button.type === 'submit' && button.form)) return;
    event.preventDefault();
    event.stopPropagation();
    if (held.indexOf(button) < 0) held.push(button);
  }
  document.addEventListener('click', hold, true);
  window.addEventListener(
    'tm:app-ready',
    function () {
      document.removeEventListener('click', hold, true);
      held.forEach(function (button) {
        // A client render (a signed-in visitor) replaces the page: those buttons are gone.
        if (button.isConnected) button.click();
      });
      held = [];
    },
    { once: true },
  );
  // A frame callback runs just before the first paint; the timeout after it. A tab opened in the
  // background paints no frames, so the timeout alone starts the app there.
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
  setTimeout(load, 1000);
})();
