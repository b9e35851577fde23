// The live page keeps itself up to date: it listens to /events (the data's version) and,
// when the version changes and its part with it, fetches its part from /api/<page> and
// redraws it. Text from the
// tournament (names, announcements) is only ever set with textContent, never as HTML.
// The page is in the language the server answered it in (the browser's, or the one chosen
// with the switch, which a cookie remembers); its words are the server's catalogue, in the
// page (#words), and /api/<page> answers in the same language.
"use strict";
(function () {
  const body = document.body;
  const page = body.dataset.page;
  const WORDS = JSON.parse(document.getElementById("words").textContent).live;
  const lang = document.documentElement.lang || "en";

  function w(key, values) {
    let text = WORDS[key] || key;
    for (const [name, value] of Object.entries(values || {})) text = text.split("{" + name + "}").join(String(value));
    return text;
  }

  const switcher = document.getElementById("lang");
  if (switcher) {
    switcher.addEventListener("click", () => {
      document.cookie = "riichi-lang=" + switcher.dataset.lang + "; path=/; max-age=31536000; SameSite=Lax";
      location.reload();
    });
  }
  let version = body.dataset.version;
  let clock = null;      // the last clock read, and when (performance.now()) it was read
  let clockAt = 0;

  function el(tag, attrs, children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (key === "text") node.textContent = value;
      else if (key === "hidden") node.hidden = Boolean(value);
      else node.setAttribute(key, value);
    }
    for (const child of children || []) node.append(child);
    return node;
  }

  function announcements(list) {
    const box = document.getElementById("announcements");
    const items = list.map((a) => el("li", {}, [
      el("time", { text: a.at }), " ", el("span", { class: "text", text: a.text })]));
    box.querySelector("ul").replaceChildren(...items);
    box.hidden = list.length === 0;
  }

  // The columns come with the standings (the server's standings spec): the script walks
  // them as the server's template does.
  function standingsRow(r, columns, apart) {
    const cells = columns.map((c, i) => {
      const text = r.cells[i] + (c.key === "player" && r.provisional && !apart ? " *" : "");
      const cls = c.class + (c.key === "total" && r.negative ? " negative" : "");
      return el("td", cls ? { class: cls, text } : { text });
    });
    return el("tr", r.provisional && !apart ? { class: "provisional" } : {}, cells);
  }

  function standings(s) {
    document.getElementById("heading").textContent = s.heading;
    const head = s.columns.map((c) => {
      const cls = c.class === "name" ? "" : c.class.replace(" total", "");
      return el("th", cls ? { class: cls, text: c.title } : { text: c.title });
    });
    const table = document.getElementById("standings");
    const withheld = document.getElementById("withheld");
    withheld.textContent = s.withheld || "";
    withheld.hidden = !s.withheld;
    table.hidden = Boolean(s.withheld);
    table.tHead.replaceChildren(el("tr", {}, head));
    const rows = s.rows.map((r) => standingsRow(r, s.columns, false));
    if (rows.length === 0) {
      rows.push(el("tr", {}, [el("td", { colspan: String(s.columns.length), class: "muted",
                                          text: w("no_standings") })]));
    }
    table.tBodies[0].replaceChildren(...rows);
    const apart = [];
    for (const g of s.apart) {
      apart.push(el("h3", { text: g.title }));
      apart.push(el("div", { class: "scroll" }, [el("table", { class: "standings apart" }, [
        el("tbody", {}, g.rows.map((r) => standingsRow(r, s.apart_columns, true)))])]));
    }
    document.getElementById("apart").replaceChildren(...apart);
    document.getElementById("note").hidden = !s.provisional;
    const hidden = document.getElementById("hidden-note");
    hidden.hidden = !s.hidden_from;
    hidden.textContent = s.hidden_note || "";
  }

  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().trim();
  }

  function findTable() {
    const box = document.getElementById("find");
    const query = fold(box.value);
    let shown = 0;
    for (const card of document.querySelectorAll("#seating .card")) {
      let match = false;
      for (const seat of card.querySelectorAll("li")) {
        const hit = query !== "" && fold(seat.querySelector(".name").textContent).includes(query);
        seat.classList.toggle("match", hit);
        match = match || hit;
      }
      card.hidden = query !== "" && !match;
      if (!card.hidden) shown += 1;
    }
    const none = document.getElementById("nomatch");
    none.hidden = query === "" || shown > 0;
    none.textContent = none.hidden ? "" : w("none_called", { name: box.value.trim() });
  }

  function seating(s) {
    document.getElementById("heading").textContent = s.round ? w("seating_round", { r: s.round }) : w("seating");
    const cards = s.tables.map((t) => el("article", { class: "card", "data-table": String(t.table) }, [
      el("h3", { text: w("table_n", { t: t.table }) }),
      el("ol", { class: "seats" }, t.seats.map((seat) => el("li", {}, [
        el("span", { class: "wind", text: seat.wind }), " ",
        el("span", { class: "name", text: seat.name })])))]));
    if (cards.length === 0) cards.push(el("p", { class: "muted", text: w("no_seating") }));
    document.getElementById("seating").replaceChildren(...cards);
    findTable();
  }

  function tables(s) {
    document.getElementById("heading").textContent = s.round ? w("tables_round", { r: s.round }) : w("tables");
    const note = document.getElementById("scores-note");
    note.hidden = !s.note;
    note.textContent = s.note || "";
    const cards = s.tables.map((t) => el("article", {
      class: "card" + (t.finished ? " finished" : ""), "data-table": String(t.table) }, [
      el("h3", { text: w("table_n", { t: t.table }) }),
      el("p", { class: "status", text: t.status + " \u00b7 " + t.hands_text }),
      el("ol", { class: "seats" }, t.seats.map((seat) => {
        const parts = [el("span", { class: "name", text: seat.name })];
        if (seat.score !== undefined) parts.push(" ", el("span", { class: "score", text: seat.score }));
        if (seat.points !== undefined) parts.push(" ", el("span", { class: "points", text: seat.points }));
        return el("li", {}, parts);
      }))]));
    if (cards.length === 0) cards.push(el("p", { class: "muted", text: w("no_seating") }));
    document.getElementById("tables").replaceChildren(...cards);
  }

  // As tournament.clock.format_remaining: "1:05:09", "12:34", "−2:10".
  function clockText(seconds) {
    const whole = seconds > 0 ? Math.ceil(seconds) : Math.floor(-seconds);
    const sign = seconds < 0 && whole ? "\u2212" : "";
    const h = Math.floor(whole / 3600), m = Math.floor((whole % 3600) / 60), s = whole % 60;
    const two = (n) => String(n).padStart(2, "0");
    return h ? sign + h + ":" + two(m) + ":" + two(s) : sign + m + ":" + two(s);
  }

  function clockTick() {
    if (page !== "clock") return;
    const c = clock;
    const status = document.getElementById("clock-status");
    const remaining = document.getElementById("remaining");
    if (!c) {
      remaining.textContent = "\u2013";
      status.textContent = w("no_clock");
      document.getElementById("clock-tables").replaceChildren();
      return;
    }
    document.getElementById("heading").textContent = w("clock_round", { r: c.round });
    const run = c.status === "running" ? (performance.now() - clockAt) / 1000 : 0;
    const left = c.remaining - run;
    const started = c.status !== "not_started";
    remaining.textContent = started ? clockText(left) : "\u2013";
    const warning = started && left > 0 && left <= c.warning_minutes * 60;
    document.getElementById("clock").classList.toggle("warning", warning);
    document.getElementById("clock").classList.toggle("time-up", started && left <= 0);
    status.textContent = !started ? w("not_started_clock") : left <= 0 ? w("time_up")
      : c.status === "paused" ? w("paused") : w("running");
    const items = [];
    for (const t of c.tables) {
      const own = t.remaining - run;
      const last = started && own <= 0 && !t.finished;
      if (!t.added_minutes && !last) continue;
      const parts = [w("table_n", { t: t.table }) + ": ", el("span", { class: "remaining", text: clockText(own) })];
      if (last) parts.push(" ", el("span", { class: "last", text: w("last_hand") }));
      items.push(el("li", { "data-table": String(t.table) }, parts));
    }
    document.getElementById("clock-tables").replaceChildren(...items);
  }

  // The season page is built on the server (its numbers in the page's language): a new
  // version loads it again.
  const draw = { standings, seating, tables, clock: (c) => { clock = c; clockAt = performance.now(); clockTick(); },
                 season: () => location.reload() };

  async function refresh() {
    const answer = await fetch("/api/" + page, { cache: "no-cache" });
    if (!answer.ok) return;
    const data = await answer.json();
    document.getElementById("title").textContent = data.title;
    document.title = data.title;
    announcements(data.announcements);
    draw[page](data[page]);
    version = data.version;
    body.dataset.version = version;
    const stamp = document.getElementById("updated");
    stamp.textContent = w("updated", { time: new Date().toLocaleTimeString(lang === "fr" ? "fr-FR" : "en-GB", { hour: "2-digit", minute: "2-digit", second: "2-digit" }) });
  }

  // What the page's part shows, in short, as the event stream said it (its id: "standings:1f2e..
  // seating:.. tables:.."): a new version whose mark for this part is the same is not fetched.
  let shown = null;

  function markOf(id) {
    const found = (id || "").split(" ").find((m) => m.startsWith(page + ":"));
    return found ? found.slice(page.length + 1) : null;
  }

  function seen(latest, id) {
    if (!latest) return;
    const mark = markOf(id);
    if (latest === version) {
      if (shown === null) shown = mark;  // the page as served is this version's
      return;
    }
    if (mark !== null && mark === shown) {
      version = latest;
      body.dataset.version = latest;
      return;
    }
    refresh().then(() => { shown = mark; }).catch(() => {});
  }

  if (!(page in draw)) return;
  if (page === "seating") {
    document.getElementById("find").addEventListener("input", findTable);
    findTable();
  }
  if (page === "clock") {
    refresh().catch(() => {});
    setInterval(clockTick, 250);
  }
  if (window.EventSource) {
    const events = new EventSource("/events");
    events.onmessage = (e) => seen(e.data, e.lastEventId);
  } else {
    setInterval(() => {
      fetch("/api/version", { cache: "no-cache" }).then((r) => r.json())
        .then((v) => seen(v.version)).catch(() => {});
    }, 2000);
  }
})();
