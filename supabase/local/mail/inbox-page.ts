/** The inbox web page: a list of messages and the selected one, read from the JSON API, no build step. */
export const INBOX_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local inbox</title>
<style>
  body { margin: 0; font: 14px/1.4 system-ui, sans-serif; display: grid; grid-template-columns: minmax(16rem, 24rem) 1fr; height: 100vh; color: #1f2937; }
  header { grid-column: 1 / -1; padding: .5rem 1rem; background: #111827; color: white; display: flex; gap: 1rem; align-items: center; }
  header h1 { font-size: 1rem; margin: 0; flex: 1; }
  button { font: inherit; cursor: pointer; }
  ul { list-style: none; margin: 0; padding: 0; overflow: auto; border-right: 1px solid #e5e7eb; }
  li button { all: unset; display: block; width: 100%; box-sizing: border-box; padding: .6rem 1rem; border-bottom: 1px solid #f3f4f6; cursor: pointer; }
  li button:focus-visible, li button[aria-current="true"] { background: #eef2ff; outline: none; }
  .meta { color: #6b7280; font-size: 12px; }
  .unread .subject { font-weight: 600; }
  main { overflow: auto; padding: 1rem; }
  iframe { width: 100%; height: 70vh; border: 1px solid #e5e7eb; }
  .empty { padding: 1rem; color: #6b7280; }
</style>
</head>
<body>
<header><h1>Local inbox</h1><button id="refresh" type="button">Refresh</button><button id="clear" type="button">Delete all</button></header>
<ul id="list" aria-label="Messages"></ul>
<main id="view"><p class="empty">Select a message.</p></main>
<script>
  const list = document.getElementById('list'), view = document.getElementById('view');
  let current = null;
  const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
  async function load() {
    const data = await (await fetch('/api/v1/messages?limit=200')).json();
    if (!data.messages.length) { list.innerHTML = '<li class="empty">No messages yet.</li>'; return; }
    list.innerHTML = data.messages.map((m) =>
      '<li class="' + (m.Read ? '' : 'unread') + '"><button type="button" data-id="' + esc(m.ID) + '"' + (m.ID === current ? ' aria-current="true"' : '') + '>' +
      '<div class="subject">' + esc(m.Subject || '(no subject)') + '</div>' +
      '<div class="meta">' + esc(m.To.map((t) => t.Address).join(', ')) + ' · ' + new Date(m.Created).toLocaleString() + '</div></button></li>').join('');
  }
  // The message's links open in a new tab: inside the sandboxed frame (no scripts) the app would
  // load blank. Mails that are a fragment, with no <head>, get the <base> in front.
  function opensOutside(html) {
    const base = '<base target="_blank">';
    return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => head + base) : base + html;
  }
  async function show(id) {
    current = id;
    const m = await (await fetch('/api/v1/message/' + encodeURIComponent(id))).json();
    view.innerHTML = '<h2>' + esc(m.Subject) + '</h2><p class="meta">From ' + esc(m.From.Address) + ' to ' + esc(m.To.map((t) => t.Address).join(', ')) + '</p>';
    const frame = document.createElement('iframe');
    frame.title = 'Message body';
    frame.setAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    frame.srcdoc = m.HTML ? opensOutside(m.HTML) : '<pre>' + esc(m.Text) + '</pre>';
    view.appendChild(frame);
    load();
  }
  list.addEventListener('click', (e) => { const b = e.target.closest('button[data-id]'); if (b) show(b.dataset.id); });
  document.getElementById('refresh').onclick = load;
  document.getElementById('clear').onclick = async () => { await fetch('/api/v1/messages', { method: 'DELETE' }); current = null; view.innerHTML = '<p class="empty">Select a message.</p>'; load(); };
  load(); setInterval(load, 3000);
</script>
</body>
</html>`
