// Server-rendered pages (issue 17): the page can be read before the app's scripts run, so they are
// requested once it has painted, not while the page, its stylesheets and its images still share a
// slow connection with them. The server names the entry and the page's chunks (data-entry,
// data-chunks); they are then fetched together, as modulepreload links would have fetched them.
// A classic script (document.currentScript); the CSP allows scripts from this origin only.
(function () {
  var me = document.currentScript;
  var entry = me.getAttribute('data-entry');
  var chunks = (me.getAttribute('data-chunks') || '').split(' ').filter(Boolean);
  var started = false;
  function load() {
    if (started) return;
    started = true;
    chunks.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // A frame callback runs just before the first paint; the timeout after it. A tab opened in the
  // background paints no frames, so the timeout alone starts the app there.
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
  setTimeout(load, 1000);
})();
