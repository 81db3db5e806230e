// acp-wire report page (see report/html.rs): draws the verdict, the graded
// cases and one connection's messages as two lanes (client, agent) from the
// JSON in #acp-data. Text goes in with textContent only, never as markup.
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('acp-data').textContent);
  var app = document.getElementById('app');
  var conns = data.connections;
  var state = { conn: 0, session: '', unsessioned: true, onlyMarked: false, onlyProblems: false };
  var rowsBox = null;
  var pinned = null;

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }
  function add(parent) {
    for (var i = 1; i < arguments.length; i++) if (arguments[i]) parent.appendChild(arguments[i]);
    return parent;
  }
  function specLink(href, text) {
    var a = el('a', 'spec', text || 'spec');
    // Only web addresses become links (the data is not trusted markup).
    if (/^https?:\/\//.test(href)) { a.href = href; a.target = '_blank'; a.rel = 'noopener noreferrer'; a.title = href; }
    return a;
  }
  function ms(v) {
    if (v < 10) return v.toFixed(2) + ' ms';
    if (v < 1000) return v.toFixed(1) + ' ms';
    return (v / 1000).toFixed(2) + ' s';
  }
  function size(n) {
    if (n < 1024) return n + ' B';
    if (n < 1048576) return (n / 1024).toFixed(1) + ' KiB';
    return (n / 1048576).toFixed(1) + ' MiB';
  }
  function levelRank(l) { return l === 'MUST' || l === 'CAP' ? 0 : l === 'SHOULD' ? 1 : 2; }
  function markCount(c) {
    var n = c.marks.length;
    c.frames.forEach(function (f) { if (f.marks.length) n++; });
    return n;
  }

  // The first connection with a marked message is shown first.
  for (var c = 0; c < conns.length; c++) { if (markCount(conns[c])) { state.conn = c; break; } }

  function header() {
    var h = el('header');
    var h1 = add(el('h1', null, data.tool), el('span', 'verdict ' + (data.ok ? 'ok' : 'bad'), data.ok ? 'clean' : 'not clean'));
    add(h, h1, el('div', 'subject', data.subject), el('div', null, data.verdict));
    var props = el('div', 'props');
    add(props, add(el('span'), el('b', null, 'acp-wire '), document.createTextNode(data.toolVersion)));
    data.properties.forEach(function (p) {
      add(props, add(el('span'), el('b', null, p[0] + ': '), document.createTextNode(p[1])));
    });
    return add(h, props);
  }

  function casesSection() {
    var s = add(el('section'), el('h2', null, 'Graded rules'));
    var box = el('label');
    var cb = el('input'); cb.type = 'checkbox';
    add(box, cb, document.createTextNode(' failed and skipped only'));
    var table = el('table', 'cases');
    var suites = [];
    data.cases.forEach(function (k) { if (suites.indexOf(k.suite) < 0) suites.push(k.suite); });
    var many = suites.length > 1;
    var head = el('tr');
    ['', 'level', many ? 'suite' : null, 'version', 'rule', 'reason', 'spec', 'messages'].forEach(function (t) { if (t !== null) add(head, el('th', null, t)); });
    add(table, add(el('thead'), head));
    var body = el('tbody');
    data.cases.forEach(function (k) {
      var tr = el('tr', 'case case-' + k.status);
      tr.setAttribute('data-case', k.id);
      var rule = add(el('td'), el('code', null, k.id), el('div', 'title', k.title));
      var spec = el('td');
      if (k.spec) add(spec, specLink(k.spec, k.spec.replace(/^https?:\/\/[^/]+\//, '')));
      var targets = el('td');
      k.targets.slice(0, 8).forEach(function (t) {
        var f = conns[t[0]].frames[t[1]];
        var name = (conns.length > 1 && conns[t[0]].name !== k.suite ? conns[t[0]].name + ' ' : '') + (f.line != null ? 'line ' + f.line : '#' + t[1]);
        var a = el('a', 'chip', name);
        a.href = '#f-' + t[0] + '-' + t[1];
        a.addEventListener('click', function (ev) { ev.preventDefault(); jump(t[0], t[1]); });
        add(targets, a, document.createTextNode(' '));
      });
      if (k.targets.length > 8) add(targets, el('span', 'id', '+' + (k.targets.length - 8) + ' more'));
      add(tr, el('td', 'st st-' + k.status, k.status), el('td', null, k.level), many ? el('td', 'mono', k.suite) : null, el('td', null, k.version == null ? '-' : 'v' + k.version),
        rule, el('td', null, k.reason), spec, targets);
      add(body, tr);
    });
    add(table, body);
    function apply() {
      state.onlyProblems = cb.checked;
      Array.prototype.forEach.call(body.children, function (tr) {
        tr.hidden = state.onlyProblems && tr.classList.contains('case-PASS');
      });
    }
    cb.addEventListener('change', apply);
    // A run with failures opens on them.
    cb.checked = data.cases.some(function (k) { return k.status === 'FAIL'; });
    apply();
    return add(s, box, table);
  }

  function trafficSection() {
    var s = add(el('section'), el('h2', null, 'Messages'));
    var controls = el('div', 'controls');
    var connSel = el('select'); connSel.id = 'connection';
    conns.forEach(function (c, i) {
      var n = markCount(c);
      var o = el('option', null, c.name + ' (' + c.frames.length + ' messages' + (n ? ', ' + n + ' marked' : '') + ')');
      o.value = String(i);
      add(connSel, o);
    });
    connSel.value = String(state.conn);
    var sessSel = el('select'); sessSel.id = 'session';
    var keep = el('input'); keep.type = 'checkbox'; keep.checked = true; keep.id = 'unsessioned';
    var only = el('input'); only.type = 'checkbox'; only.id = 'only-marked';
    add(controls,
      add(el('label'), document.createTextNode(conns.length > 1 ? 'Connection ' : 'Transcript '), connSel),
      add(el('label'), document.createTextNode('Session '), sessSel),
      add(el('label'), keep, document.createTextNode(' messages of no session')),
      add(el('label'), only, document.createTextNode(' marked only')));
    connSel.addEventListener('change', function () { state.conn = Number(connSel.value); state.session = ''; draw(); });
    sessSel.addEventListener('change', function () { state.session = sessSel.value; filter(); });
    keep.addEventListener('change', function () { state.unsessioned = keep.checked; filter(); });
    only.addEventListener('change', function () { state.onlyMarked = only.checked; filter(); });
    rowsBox = el('div', 'rows');
    s.sessSel = sessSel; s.connSel = connSel;
    return add(s, controls, rowsBox);
  }

  function sessionsOf(c) {
    var seen = {};
    var list = [];
    c.frames.forEach(function (f) { f.sessions.forEach(function (s) { if (!seen[s]) { seen[s] = 1; list.push(s); } }); });
    return list;
  }

  function markItem(m) {
    var li = el('li', 'mark lvl-' + m.level.toLowerCase());
    add(li, el('span', 'rule', m.rule), el('span', 'level', m.level), el('span', 'msg', m.message));
    if (m.after) add(li, el('span', 'after', 'graded failing after this message'));
    if (m.spec) add(li, specLink(m.spec));
    return li;
  }

  function frameRow(ci, f, i) {
    var conn = conns[ci];
    var row = el('div', 'frame ' + (f.dir || 'nodir'));
    row.id = 'f-' + ci + '-' + i;
    row.setAttribute('data-index', String(i));
    row.setAttribute('data-kind', f.kind);
    if (f.line != null) row.setAttribute('data-line', String(f.line));
    if (f.sessions.length) row.setAttribute('data-sessions', f.sessions.join(' '));
    if (f.marks.length) {
      var rules = [];
      var top = f.marks[0].level;
      f.marks.forEach(function (m) {
        if (rules.indexOf(m.rule) < 0) rules.push(m.rule);
        if (levelRank(m.level) < levelRank(top)) top = m.level;
      });
      row.classList.add('marked');
      row.setAttribute('data-violation', rules.join(' '));
      row.setAttribute('data-level', top);
    }
    var t = el('div', 't');
    add(t, el('span', 'time', f.t == null ? '' : '+' + ms(f.t)), f.line != null ? el('span', 'ln', 'line ' + f.line) : null);
    var label = el('span', 'label');
    add(label, el('span', 'method', f.label), f.id != null ? el('span', 'id', 'id ' + f.id) : null, el('span', 'kind', f.kind));
    if (f.error != null) add(label, el('span', 'code', 'error ' + f.error));
    if (f.tap) add(label, el('span', 'tap', 'written by the tap'));
    if (f.sessions.length) add(label, el('span', 'sess', 'session ' + f.sessions.join(', ')));
    f.pairs.forEach(function (j, k) {
      var other = conn.frames[j];
      var lat = f.lat[k];
      var text;
      if (j > i) {
        text = 'answered ' + (lat != null ? 'in ' + ms(lat) : other.line != null && f.line != null ? (other.line - f.line) + ' line(s) later' : 'below') + ' \u2193';
      } else {
        text = 'answers ' + (conn.frames[j].label) + (lat != null ? ' after ' + ms(lat) : '') + ' \u2191';
      }
      var a = el('a', 'pair', text);
      a.href = '#f-' + ci + '-' + j;
      a.setAttribute('data-pair', String(j));
      a.addEventListener('click', function (ev) { ev.preventDefault(); ev.stopPropagation(); jump(ci, j); });
      add(label, a);
    });
    var arrow = el('div', 'arrow');
    var line = el('span', 'line');
    if (f.dir === 'a2c') add(arrow, line, label); else add(arrow, label, line);
    var wire = add(el('div', 'wire'), arrow);
    if (f.marks.length) {
      var ul = el('ul', 'marks');
      f.marks.forEach(function (m) { add(ul, markItem(m)); });
      add(wire, ul);
    }
    var det = el('details');
    var pre = el('pre');
    add(det, el('summary', null, (f.kind === 'raw' ? 'line text' : 'JSON') + ' \u00b7 ' + size(f.size)), pre);
    // Bodies are filled when first opened: a run has thousands of them.
    det.addEventListener('toggle', function () { if (det.open && !pre.textContent) pre.textContent = f.body; });
    add(wire, det);
    add(row, t, wire);
    row.addEventListener('mouseenter', function () { partners(row, f, ci, true); });
    row.addEventListener('mouseleave', function () { partners(row, f, ci, false); });
    row.addEventListener('click', function (ev) {
      if (ev.target.closest('details, a')) return;
      if (pinned) pinned.forEach(function (r) { r.classList.remove('pinned'); });
      if (pinned && pinned[0] === row) { pinned = null; return; }
      pinned = [row].concat(f.pairs.map(function (j) { return document.getElementById('f-' + ci + '-' + j); }).filter(Boolean));
      pinned.forEach(function (r) { r.classList.add('pinned'); });
    });
    return row;
  }

  function partners(row, f, ci, on) {
    row.classList.toggle('hover', on);
    f.pairs.forEach(function (j) {
      var r = document.getElementById('f-' + ci + '-' + j);
      if (r) r.classList.toggle('partner', on);
    });
  }

  function visible(f) {
    if (state.onlyMarked && !f.marks.length) return false;
    if (!state.session) return true;
    if (!f.sessions.length) return state.unsessioned;
    return f.sessions.indexOf(state.session) >= 0;
  }

  function filter() {
    var c = conns[state.conn];
    var shown = 0;
    Array.prototype.forEach.call(rowsBox.querySelectorAll('.frame'), function (row) {
      var f = c.frames[Number(row.getAttribute('data-index'))];
      row.hidden = !visible(f);
      if (!row.hidden) shown++;
    });
    document.body.setAttribute('data-shown', String(shown));
  }

  function draw() {
    var ci = state.conn;
    var c = conns[ci];
    pinned = null;
    rowsBox.textContent = '';
    traffic.connSel.value = String(ci);
    var sel = traffic.sessSel;
    sel.textContent = '';
    var all = el('option', null, 'all'); all.value = '';
    add(sel, all);
    sessionsOf(c).forEach(function (s) { var o = el('option', null, s); o.value = s; add(sel, o); });
    sel.value = state.session;
    if (c.marks.length) {
      var ul = el('ul', 'marks conn-marks');
      c.marks.forEach(function (m) { add(ul, markItem(m)); });
      add(rowsBox, ul);
    }
    var chips = el('div', 'chips');
    c.frames.forEach(function (f, i) {
      if (!f.marks.length) return;
      var a = el('a', 'chip', (f.line != null ? 'line ' + f.line : '#' + i) + ' ' + f.marks.map(function (m) { return m.rule; }).join(', '));
      a.href = '#f-' + ci + '-' + i;
      a.addEventListener('click', function (ev) { ev.preventDefault(); jump(ci, i); });
      add(chips, a);
    });
    if (chips.children.length) add(rowsBox, chips);
    add(rowsBox, add(el('div', 'lanehead'), el('div'), add(el('div', 'names'), el('span', 'client', 'Client \u2192'), el('span', 'agent', '\u2190 Agent'))));
    if (!c.frames.length) add(rowsBox, el('div', 'empty', 'no messages'));
    var frag = document.createDocumentFragment();
    c.frames.forEach(function (f, i) { frag.appendChild(frameRow(ci, f, i)); });
    rowsBox.appendChild(frag);
    filter();
    document.body.setAttribute('data-connection', String(ci));
  }

  function jump(ci, i) {
    if (state.conn !== ci) { state.conn = ci; state.session = ''; draw(); }
    var row = document.getElementById('f-' + ci + '-' + i);
    if (!row) return;
    if (row.hidden) { state.session = ''; state.onlyMarked = false; document.getElementById('only-marked').checked = false; draw(); row = document.getElementById('f-' + ci + '-' + i); }
    row.scrollIntoView({ block: 'center' });
    row.classList.remove('flash');
    void row.offsetWidth;
    row.classList.add('flash');
  }

  add(app, header(), casesSection());
  var traffic = trafficSection();
  add(app, traffic);
  draw();
  // `report.html#f-3-7` opens at connection 3's eighth message.
  var at = /^#f-(\d+)-(\d+)$/.exec(location.hash);
  if (at && conns[Number(at[1])] && conns[Number(at[1])].frames[Number(at[2])]) jump(Number(at[1]), Number(at[2]));
  document.body.setAttribute('data-rendered', String(conns.length));
})();
