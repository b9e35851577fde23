// A table's own hand entry on a phone: /table/R/T#code=CODE.
//
// The table's code comes from the address's fragment (never sent to a server) or is typed
// once; it is kept in this browser for this round and table and sent as the X-Table-Code
// header with every request. A code given in the address later (a scanned QR code, in the tab
// already open) opens the table again. The page shows the table (GET /api/table/R/T) and what
// may be entered (GET .../rules), builds one hand in the game-record format, asks the server
// what it would pay (POST .../check: nothing is stored) and, once the table has confirmed it,
// saves it (POST .../hands).
//
// Every failed check or save is tried again by itself, with a growing wait the page shows.
// A hand being saved is kept in localStorage with its entry id until the server has answered:
// a dropped network or a reload sends it again with the SAME entry id, which the server
// stores once; the page says which hand is waiting. A fault of the server itself (500) is not
// a dropped network: the hand may have been saved before it, so the page says so, shows the
// table's hands and sends the kept hand only when asked. A hand refused because another phone
// (or the desk) changed the table meanwhile (409) stays on the page as it was typed: the page
// reads the table again, shows what was saved meanwhile and by whom, checks the hand again on
// the table as it is now, and one tap saves it.
//
// Each phone has a name at its table ("phone 2", or one it is given): written with its hands
// and its referee calls. The words (English and French) come from the server's catalogue, in
// the page (`#words`). Names come from people: every text is set with textContent, never as
// HTML.
"use strict";
(function () {
  const body = document.body;
  const ROUND = Number(body.dataset.round);
  const TABLE = Number(body.dataset.table);
  const API = "/api/table/" + ROUND + "/" + TABLE;
  const CODE_KEY = "riichi-table-code:" + ROUND + ":" + TABLE;
  const PENDING_KEY = "riichi-table-pending:" + ROUND + ":" + TABLE;
  const NAME_KEY = "riichi-phone-name:" + ROUND + ":" + TABLE;
  const PHONE_KEY = "riichi-phone-key";
  const LANG_KEY = "riichi-table-lang";
  const RETRY_MS = [2000, 4000, 8000, 15000, 30000];
  const WORDS = JSON.parse(document.getElementById("words").textContent);

  function stored(key) {
    try { return localStorage.getItem(key); } catch (e) { return null; }
  }

  function store(key, value) {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch (e) { /* private mode: for this visit only */ }
  }

  // The server answered the page in the browser's language (or the one chosen before): the
  // switch's choice wins, then what the server chose.
  let lang = stored(LANG_KEY) in WORDS ? stored(LANG_KEY)
    : (document.documentElement.lang in WORDS ? document.documentElement.lang : "en");

  function fill(text, values) {
    for (const [name, value] of Object.entries(values || {})) text = text.split("{" + name + "}").join(String(value));
    return text;
  }

  function t(key, values) {
    let text = WORDS[lang].table[key];
    if (text === undefined) text = WORDS.en.table[key];
    if (typeof text !== "string") return text;
    return fill(text, values);
  }

  function el(tag, attrs, children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (key === "text") node.textContent = value;
      else if (key === "hidden") node.hidden = Boolean(value);
      else if (key === "onclick") node.addEventListener("click", value);
      else node.setAttribute(key, value);
    }
    for (const child of children || []) node.append(child);
    return node;
  }

  function number(n) {
    return Number(n).toLocaleString(lang === "fr" ? "fr-FR" : "en-GB");
  }

  function signed(n) {
    if (n > 0) return "+" + number(n);
    if (n < 0) return "\u2212" + number(-n);
    return "0";
  }

  function clockTime(iso) {
    const moment = new Date(iso);
    if (isNaN(moment.getTime())) return "";
    return moment.toLocaleTimeString(lang === "fr" ? "fr-FR" : "en-GB", { hour: "2-digit", minute: "2-digit" });
  }

  // -- what the page holds ---------------------------------------------------------------------
  let code = null;       // the table's code
  let table = null;      // the last GET /api/table/R/T answer
  let rules = null;      // GET .../rules: outcomes, abortive kinds, yaku, how a win is given
  let draft = null;      // the hand being entered
  let checked = null;    // {hand, seen, answer} once /check answered, until saved or changed
  let message = null;    // {key, values, problems, kind, hands} shown at the top
  let sending = false;
  let fault = false;     // the server failed on the kept hand: sent again only when asked
  let phoneName = stored(NAME_KEY);
  let phoneTold = false; // the server knows this phone's name (this visit)
  let renaming = false;
  let calling = false;   // the referee's reasons are shown
  let yakuFilter = {};   // seat -> the search text of its yaku box

  // One retry at a time for each kind of request: its timer, when it fires, how many before.
  const retries = { check: null, send: null, call: null };
  const counts = { check: 0, send: 0, call: 0 };
  let ticker = null;

  function schedule(kind, fn) {
    clearTimeout(retries[kind] && retries[kind].timer);
    const wait = RETRY_MS[Math.min(counts[kind], RETRY_MS.length - 1)];
    counts[kind] += 1;
    retries[kind] = { at: Date.now() + wait, fn, timer: setTimeout(() => { retries[kind] = null; fn(); }, wait) };
    if (!ticker) ticker = setInterval(tick, 1000);
  }

  function cancel(kind) {
    if (retries[kind]) clearTimeout(retries[kind].timer);
    retries[kind] = null;
    counts[kind] = 0;
  }

  function now(kind) {
    // "Try now", or the network came back: the waiting request goes at once.
    const r = retries[kind];
    if (!r) return;
    clearTimeout(r.timer);
    retries[kind] = null;
    r.fn();
  }

  function secondsLeft(kind) {
    const r = retries[kind];
    return r ? Math.max(1, Math.ceil((r.at - Date.now()) / 1000)) : 0;
  }

  function tick() {
    if (!retries.check && !retries.send && !retries.call) { clearInterval(ticker); ticker = null; }
    drawMessage();
    drawPending();
  }

  function readPending() {
    try { return JSON.parse(localStorage.getItem(PENDING_KEY) || "null"); } catch (e) { return null; }
  }

  let pendingInMemory = readPending();

  function writePending(p) {
    store(PENDING_KEY, p === null ? null : JSON.stringify(p));
    pendingInMemory = p;
  }

  function pending() { return readPending() || pendingInMemory; }

  function randomHex(n) {
    // crypto.randomUUID needs a secure context (https); the venue's page is plain http.
    const bytes = new Uint8Array(n);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  }

  function phoneKey() {
    let key = stored(PHONE_KEY);
    if (!key || !/^[A-Za-z0-9_-]{8,64}$/.test(key)) {
      key = randomHex(16);
      store(PHONE_KEY, key);
    }
    return key;
  }

  // -- talking to the server -------------------------------------------------------------------
  class Offline extends Error {}      // no answer, or "not now" (502, 503, 504): try again
  class ServerFault extends Error {}  // a fault of the server (500): what it did is not known

  async function call(method, path, payload) {
    // The page's language: the server words the problems it answers in it.
    const headers = { "X-Table-Code": code || "", "Accept-Language": lang };
    const options = { method, headers, cache: "no-store" };
    if (payload !== undefined) {
      headers["Content-Type"] = "application/json";
      options.body = JSON.stringify(payload);
    }
    let answer;
    try {
      answer = await fetch(API + path, options);
    } catch (e) {
      throw new Offline();
    }
    let data = null;
    try { data = await answer.json(); } catch (e) { data = null; }
    if (answer.status === 502 || answer.status === 503 || answer.status === 504) throw new Offline();
    if (answer.status >= 500) throw new ServerFault();
    return { status: answer.status, data: data || {} };
  }

  function codes(data) {
    return (Array.isArray(data.problems) ? data.problems : []).map((p) => p && p.code);
  }

  // Does the page's language say n with the singular? English: 1 only; French: 0 and 1.
  function one(n) {
    return lang === "fr" ? Math.abs(n) < 2 : n === 1;
  }

  // A problem in the page's language: the server's words when it answered in it and the
  // problem names no seat; else from the catalogue of the problems' words (the server's,
  // the desk's) by its code and parameters, a seat by the player's name.
  function problemText(p) {
    if (!p || typeof p !== "object") return String(p);
    const params = p.params || {};
    if (typeof p.text === "string" && p.lang === lang && !("seat" in params)) return p.text;
    const issues = WORDS[lang].issues;
    const key = params.variant && issues[p.code + ":" + params.variant] ? p.code + ":" + params.variant : p.code;
    let template = issues[key];
    if (!template) return (p.lang === lang && p.text) || p.message || p.code || "";
    const counted = WORDS[lang].issue_counts[key];
    if (counted && typeof params[counted] === "number" && one(params[counted]) && issues[key + ".one"]) {
      template = issues[key + ".one"];
    }
    const values = {};
    for (const [name, value] of Object.entries(params)) values[name] = value;
    if (typeof params.seat === "number" && table) values.seat = table.players[params.seat] || params.seat;
    if (params.ruleset) values.ruleset = WORDS[lang].rulesets[params.ruleset] || params.ruleset;
    const text = fill(template, values);
    return /\{[a-z_]+\}/.test(text) ? ((p.lang === lang && p.text) || p.message || text) : text;
  }

  function problemsOf(data) {
    const list = Array.isArray(data.problems) ? data.problems : [];
    return list.map(problemText);
  }

  function phoneLabel(name) {
    const m = /^phone (\d+)$/.exec(name || "");
    return m ? t("phone_n", { n: m[1] }) : (name || "");
  }

  function stationText(station, person) {
    if (!station && !person) return t("station", { station: t("desk") });
    const m = /^table (\d+) \(phone\)$/.exec(station || "");
    if (m) return person ? t("station_phone", { table: m[1], phone: phoneLabel(person) }) : t("station_phone_only", { table: m[1] });
    if (person) return t("station_person", { station, person });
    return t("station", { station });
  }

  function whoText(data) {
    // Who changed the table: the phone or desk the server names, in the page's words.
    const m = /^table (\d+) \(phone\)$/.exec(data.station || "");
    if (m && data.person) return phoneLabel(data.person);
    if (data.station && data.person) return t("a_person", { station: data.station, person: data.person });
    return data.station || data.person || t("desk");
  }

  // An answer that is not a success: the message it deserves.
  function refusal(answer) {
    const s = answer.status;
    if (s === 403) {
      code = null;
      store(CODE_KEY, null);
      show("e403", {}, [], "bad");
    } else if (s === 409) show("e409", { who: " (" + whoText(answer.data) + ")" }, [], "bad");
    else if (s === 422) show("e422", {}, problemsOf(answer.data), "bad");
    else if (s === 423) show("e423", {}, [], "bad");
    else if (s === 429) {
      // Asked again once the minute has passed: the code stays in the box, to send again.
      document.getElementById("code-input").value = code || "";
      code = null;
      show("e429", {}, [], "bad");
    }
    else if (s === 413) show("e413", {}, [], "bad");
    else show("eother", { status: s }, [], "bad");
    render();
  }

  function show(key, values, problems, kind, hands) {
    message = key === null ? null : { key, values: values || {}, problems: problems || [], kind: kind || "info", hands: hands || [] };
  }

  // One GET at a time: a load asked while one is under way (a change told by the event
  // stream just as a code is typed) waits for its answer and goes after it, with the code
  // as it then is. Two at once would spend two of the wrong-code limit's tries on one tap.
  let loading = null;
  let loadAgain = false;

  async function load() {
    if (loading) { loadAgain = true; return loading; }
    loading = loadOnce();
    try { await loading; } finally { loading = null; }
    if (loadAgain) { loadAgain = false; await load(); }
  }

  async function loadOnce() {
    if (!code) { render(); return; }
    let answer;
    try {
      answer = await call("GET", "");
    } catch (e) {
      if (e instanceof ServerFault) show("e500", {}, [], "bad");
      else if (!table) show("offline", {}, [], "bad");
      render();
      return;
    }
    if (answer.status === 200) {
      table = answer.data;
      if (message && ["offline", "no_code", "e500"].includes(message.key)) show(null);
      if (!rules) await loadRules();
      render();
      if (!phoneTold) tellPhone();
      if (pending() && !sending && !fault && !retries.send) sendPending();
    } else {
      refusal(answer);
    }
  }

  async function loadRules() {
    try {
      const answer = await call("GET", "/rules");
      if (answer.status === 200) rules = answer.data;
    } catch (e) { /* the page works without: han and fu, the usual outcomes */ }
  }

  function theRules() {
    return rules || { outcomes: ["ron", "tsumo", "exhaustive_draw", "abortive_draw", "chombo"],
                      abortive_kinds: ["nine_terminals", "four_winds", "four_kongs", "four_riichi"],
                      yakuman: [1], red_fives: false, phone_entry: "han", yaku: [] };
  }

  // The server learns this phone's name (the one it kept, or a new "phone N").
  async function tellPhone(wanted) {
    const key = phoneKey();
    const name = wanted || phoneName;
    try {
      let answer = await call("POST", "/phone", name ? { key, name } : { key });
      if (answer.status === 409 && !wanted) answer = await call("POST", "/phone", { key });
      if (answer.status === 200 && typeof answer.data.phone === "string") {
        phoneName = answer.data.phone;
        store(NAME_KEY, phoneName);
        phoneTold = true;
        renaming = false;
      } else if (wanted) {
        show("e422", {}, problemsOf(answer.data), "bad");
      }
    } catch (e) { /* told at the next load */ }
    render();
  }

  // -- the hand in the game-record format ------------------------------------------------------
  function startDraft(outcome) {
    if (draft && draft.outcome === outcome) return;  // a second tap keeps what was chosen
    draft = { outcome, seen: table.seen, base: (table.hands || []).length, winners: [],
              loser: null, wins: {}, riichi: [], tenpai: [], nagashi: [], kind: null,
              offender: null, last: false, note: "" };
    checked = null;
    cancel("check");
    show(null);
    render();
  }

  function entryMode() {
    const mode = theRules().phone_entry;
    return mode === "yaku" || mode === "han" ? mode : "both";
  }

  function winOf(seat) {
    if (!draft.wins[seat]) {
      draft.wins[seat] = { by: entryMode() === "yaku" ? "yaku" : "han", han: null, fu: null,
                           yakuman: 0, yaku: [], open: false, dora: 0, ura: 0, red: 0, pao: null };
    }
    return draft.wins[seat];
  }

  function yakuDef(id) {
    return theRules().yaku.find((y) => y.id === id);
  }

  // What the chosen yaku and dora come to, as far as the page needs to know (to ask for the
  // fu or a liable player): the core counts them when the hand is checked.
  function estimate(w) {
    let han = 0, yakuman = 0, fixedFu = false;
    for (const id of w.yaku) {
      const y = yakuDef(id);
      if (!y) continue;
      if (y.yakuman) yakuman += y.yakuman;
      else han += w.open ? (y.open || 0) : y.han;
      if (id === "chiitoitsu") fixedFu = true;
    }
    if (w.yaku.includes("pinfu") && draft.outcome === "tsumo") fixedFu = true;
    return { han: han + w.dora + w.ura + w.red, yakuman, fixedFu,
             pao: w.yaku.some((id) => (yakuDef(id) || {}).pao) };
  }

  // The hand, or the first thing still missing (a key of the words and its values).
  function buildHand() {
    const d = draft;
    if (!d) return { missing: ["choose_outcome", {}] };
    const hand = { outcome: d.outcome };
    const names = table.players;
    if (d.outcome === "ron" || d.outcome === "tsumo") {
      if (d.winners.length === 0) return { missing: ["choose_winner", {}] };
      if (d.outcome === "ron" && d.loser === null) return { missing: ["choose_discarder", {}] };
      hand.riichi = d.riichi.slice().sort();
      hand.wins = [];
      for (const seat of d.winners) {
        const w = winOf(seat);
        const entry = { winner: seat };
        if (d.outcome === "ron") entry.loser = d.loser;
        if (w.by === "yaku") {
          if (w.yaku.length === 0) return { missing: ["choose_yaku", { name: names[seat] }] };
          const e = estimate(w);
          entry.yaku = w.yaku.slice();
          if (w.open) entry.open = true;
          if (w.dora) entry.dora = w.dora;
          if (w.ura) entry.ura_dora = w.ura;
          if (w.red) entry.red_fives = w.red;
          if (!e.yakuman && e.han < 5 && !e.fixedFu) {
            if (w.fu === null) return { missing: ["choose_fu", { name: names[seat] }] };
            entry.fu = w.fu;
          }
          if (e.pao && w.pao !== null) entry.pao = w.pao;
        } else if (w.yakuman) {
          entry.han = 0; entry.fu = 0; entry.yakuman = w.yakuman;
          if (w.pao !== null) entry.pao = w.pao;
        } else {
          if (w.han === null) return { missing: ["choose_han", { name: names[seat] }] };
          if (w.han < 5 && w.fu === null) return { missing: ["choose_fu", { name: names[seat] }] };
          entry.han = w.han;
          entry.fu = w.han >= 5 ? (w.fu || 0) : w.fu;
        }
        hand.wins.push(entry);
      }
    } else if (d.outcome === "exhaustive_draw") {
      hand.riichi = d.riichi.slice().sort();
      hand.tenpai = d.tenpai.slice().sort();
    } else if (d.outcome === "nagashi_mangan") {
      if (d.nagashi.length === 0) return { missing: ["choose_nagashi", {}] };
      hand.riichi = d.riichi.slice().sort();
      hand.tenpai = d.tenpai.slice().sort();
      hand.nagashi_mangan_seats = d.nagashi.slice().sort();
    } else if (d.outcome === "abortive_draw") {
      if (!d.kind) return { missing: ["choose_kind", {}] };
      hand.riichi = d.riichi.slice().sort();
      hand.abortive_kind = d.kind;
    } else if (d.outcome === "chombo") {
      if (d.offender === null) return { missing: ["choose_offender", {}] };
      hand.offender = d.offender;
    }
    if (d.last && d.outcome !== "chombo") hand.last_hand = true;
    if (d.note.trim()) hand.note = d.note.trim();
    return { hand };
  }

  async function check() {
    cancel("check");
    await checkOnce();
  }

  async function checkOnce() {
    if (!draft) return;
    const built = buildHand();
    if (built.missing) {
      show(built.missing[0], built.missing[1], [], "bad");
      render();
      return;
    }
    if (!message || message.key !== "conflict") show("checking", {}, [], "info");
    render();
    let answer;
    try {
      answer = await call("POST", "/check", { hand: built.hand });
    } catch (e) {
      if (e instanceof ServerFault) { show("e500", {}, [], "bad"); render(); return; }
      // No connection: checked again by itself, and the page says when.
      schedule("check", checkOnce);
      show("offline_in", {}, [], "bad");
      render();
      return;
    }
    counts.check = 0;
    if (answer.status !== 200) { refusal(answer); return; }
    if (!message || message.key !== "conflict") show(null);
    checked = { hand: built.hand, seen: draft.seen, answer: answer.data };
    render();
    document.getElementById("preview").scrollIntoView({ block: "start" });
  }

  function save() {
    if (!checked || problemsOf(checked.answer).length) return;
    // The entry id is made once, here, and kept with the hand until the server answers.
    writePending({ hand: checked.hand, entry_id: randomHex(16), seen: checked.seen,
                   phone: phoneName || null, n: (table.hands || []).length + 1,
                   base: draft ? draft.base : (table.hands || []).length });
    fault = false;
    if (message && message.key === "conflict") show(null);
    sendPending();
  }

  async function sendPending() {
    const p = pending();
    if (!p || sending || !code) return;
    sending = true;
    cancel("send");
    show(counts.send ? "pending_sending" : "sending", { what: waitingText(p) }, [], "info");
    render();
    let answer;
    const body = { hand: p.hand, entry_id: p.entry_id, seen: p.seen };
    if (p.phone) body.phone = p.phone;
    try {
      answer = await call("POST", "/hands", body);
    } catch (e) {
      sending = false;
      if (e instanceof ServerFault) {
        // Perhaps saved before the fault: kept (under its entry id, so that sending it again
        // cannot save it twice), not sent again by itself, and the table's hands shown.
        fault = true;
        show("e500_save", {}, [], "bad");
        render();
        load();
        return;
      }
      schedule("send", sendPending);
      show("offline", {}, [], "bad");  // the box of the kept hand says when it goes again
      render();
      return;
    }
    sending = false;
    counts.send = 0;
    fault = false;
    if (answer.status === 403 || answer.status === 429) {
      // Not this hand's fault (the code changed, or too many wrong ones): kept, and sent
      // again once the right code is typed.
      refusal(answer);
      return;
    }
    writePending(null);  // stored, or refused for good: either way not to be sent again
    if (answer.status === 200 || answer.status === 201) {
      table = answer.data;
      draft = null;
      checked = null;
      show("saved", { n: (table.hands || []).length }, [], "good");
      render();
      window.scrollTo(0, 0);
    } else if (answer.status === 409 && codes(answer.data).includes("table_changed")) {
      await recover(answer.data, p);
    } else if (answer.status === 409 && codes(answer.data).includes("entry_id_reused")) {
      checked = null;
      show("reused", {}, [], "bad");
      render();
    } else {
      checked = null;
      refusal(answer);
      load();
    }
  }

  // Another phone (or the desk) changed the table while this hand was on its way: the hand
  // stays as typed, on the table as it is now, checked again; what was saved meanwhile is
  // shown, and one tap saves it.
  async function recover(data, p) {
    const who = whoText(data);
    const base = p && typeof p.base === "number" ? p.base : (draft ? draft.base : 0);
    checked = null;
    await load();
    if (!table) return;
    const meanwhile = (table.hands || []).slice(base).map((h, i) =>
      (base + i + 1) + ". " + summary(h.hand || {}, h.outcome) + " \u2014 " + stationText(h.station, h.person));
    if (!draft && p) {
      // (after a reload the draft is gone: the kept hand is the draft)
      draft = draftOf(p.hand);
    }
    if (draft) {
      draft.seen = table.seen;
      draft.base = (table.hands || []).length;
    }
    show("conflict", { who }, [], "bad", meanwhile);
    await check();
  }

  function draftOf(hand) {
    const d = { outcome: hand.outcome, seen: table.seen, base: (table.hands || []).length,
                winners: [], loser: null, wins: {}, riichi: (hand.riichi || []).slice(),
                tenpai: (hand.tenpai || []).slice(), nagashi: (hand.nagashi_mangan_seats || []).slice(),
                kind: hand.abortive_kind || null, offender: hand.offender === undefined ? null : hand.offender,
                last: Boolean(hand.last_hand), note: hand.note || "" };
    for (const w of hand.wins || []) {
      d.winners.push(w.winner);
      if (w.loser !== undefined) d.loser = w.loser;
      d.wins[w.winner] = { by: w.yaku ? "yaku" : "han", han: w.han === undefined ? null : w.han,
                           fu: w.fu === undefined ? null : w.fu, yakuman: w.yakuman || 0,
                           yaku: (w.yaku || []).slice(), open: Boolean(w.open), dora: w.dora || 0,
                           ura: w.ura_dora || 0, red: w.red_fives || 0,
                           pao: w.pao === undefined ? null : w.pao };
    }
    return d;
  }

  // -- a referee --------------------------------------------------------------------------------
  async function callReferee(reason) {
    cancel("call");
    calling = false;
    const payload = { reason };
    if (phoneName) payload.phone = phoneName;
    let answer;
    try {
      answer = await call("POST", "/referee", payload);
    } catch (e) {
      if (e instanceof ServerFault) { show("e500", {}, [], "bad"); render(); return; }
      // An open call answers a second one: sending it again never calls twice.
      schedule("call", () => callReferee(reason));
      show("offline_in", {}, [], "bad");
      render();
      return;
    }
    counts.call = 0;
    if (answer.status === 200 || answer.status === 201) {
      show("referee_called", {}, [], "good");
      load();
    } else if (answer.status === 429 && codes(answer.data).includes("too_many_calls")) {
      const params = (answer.data.problems[0] || {}).params || {};
      show("referee_many", { most: params.most || 3, minutes: params.minutes || 10 }, [], "bad");
      render();
    } else {
      refusal(answer);
    }
  }

  // -- words of a hand ------------------------------------------------------------------------
  function seatNames(seats) {
    return (seats || []).map((s) => table.players[s]).join(t("and"));
  }

  function yakumanText(n) {
    return n === 1 ? t("yakuman") : (n === 2 ? t("double_yakuman") : t("yakuman_n", { n }));
  }

  function winValue(w) {
    let value = w.yakuman ? yakumanText(w.yakuman)
      : (w.fu && w.han < 5 ? t("value_han_fu", { han: w.han, fu: w.fu }) : t("value_han", { han: w.han }));
    if (w.pao !== undefined && w.pao !== null) value = t("value_pao", { value, pao: table.players[w.pao] });
    return value;
  }

  // A hand in a few words, in the page's language: "Ron: Anna from Bob, 3 han 40 fu".
  function summary(hand, outcome) {
    const what = hand.outcome || outcome;
    let text;
    if (what === "ron" || what === "tsumo") {
      const wins = (hand.wins || []).map((w) => (what === "ron" && w.loser !== undefined && w.loser !== null)
        ? t("win_from", { winner: table.players[w.winner], loser: table.players[w.loser], value: winValue(w) })
        : t("win_alone", { winner: table.players[w.winner], value: winValue(w) }));
      text = t(what === "ron" ? "summary_ron" : "summary_tsumo", { wins: wins.join("; ") });
    } else if (what === "exhaustive_draw") {
      text = (hand.tenpai || []).length ? t("summary_draw", { seats: seatNames(hand.tenpai) }) : t("summary_draw_none");
    } else if (what === "abortive_draw") {
      text = t("summary_abortive", { kind: t("kinds")[hand.abortive_kind] || hand.abortive_kind || "" });
    } else if (what === "nagashi_mangan") {
      text = t("summary_nagashi", { seats: seatNames(hand.nagashi_mangan_seats) });
    } else if (what === "chombo") {
      text = t("summary_chombo", { seat: table.players[hand.offender] || "?" });
    } else {
      text = t("outcomes")[what] || String(what || "");
    }
    return text + (hand.last_hand ? t("last_hand_mark") : "");
  }

  function waitingText(p) {
    return t("waiting_hand", { n: p.n || "?", summary: table ? summary(p.hand) : (t("outcomes")[p.hand.outcome] || "") });
  }

  // -- drawing ---------------------------------------------------------------------------------
  function windOf(seat) {
    return (seat - table.dealer + 4) % 4;
  }

  function roundWindName(value) {
    const first = String(value || "").trim().toUpperCase().charAt(0);
    const i = "ESWN".indexOf(first);
    return i >= 0 ? t("winds")[i] : String(value);
  }

  function drawWords() {
    document.documentElement.lang = lang;
    document.getElementById("title").textContent = t("title", { t: TABLE, r: ROUND });
    document.title = t("title", { t: TABLE, r: ROUND });
    const button = document.getElementById("lang");
    button.textContent = t("switch_to");
    button.setAttribute("lang", lang === "fr" ? "en" : "fr");
    for (const node of document.querySelectorAll("[data-t]")) node.textContent = t(node.dataset.t);
  }

  function drawMessage() {
    const box = document.getElementById("message");
    if (!message) { box.hidden = true; box.replaceChildren(); return; }
    box.className = "message " + message.kind;
    const values = Object.assign({}, message.values);
    const waiting = message.key === "offline_in" ? secondsLeft("check") || secondsLeft("call") : 0;
    if (message.key === "offline_in" && !waiting) {
      if (!retries.check && !retries.call) { box.hidden = true; return; }
    }
    values.s = waiting;
    const children = [el("p", { text: t(message.key, values) })];
    if (message.problems.length) children.push(el("ul", {}, message.problems.map((p) => el("li", { text: p }))));
    if (message.hands.length) {
      children.push(el("p", { class: "label", text: t("conflict_hands") }),
        el("ul", { class: "meanwhile" }, message.hands.map((h) => el("li", { text: h }))));
    }
    if (message.key === "offline_in") {
      children.push(el("button", { type: "button", id: "try-now", class: "small-button",
        onclick: () => { now("check"); now("call"); } }, [t("try_now")]));
    }
    box.replaceChildren(...children);
    box.hidden = false;
  }

  function drawState() {
    const names = table.players;
    const where = [t("round_line", { wind: roundWindName(table.round_wind), n: table.hand_number })];
    where.push(t("honba", { n: table.honba }));
    where.push(t("sticks", { n: table.sticks }));
    document.getElementById("where").textContent = where.join(" \u00b7 ");
    const over = Boolean(table.finished);
    document.getElementById("seats").replaceChildren(...names.map((name, seat) => {
      const wind = windOf(seat);
      // Once the game is over there is no next dealer, and no seat wind to show.
      const label = over ? "" : t("winds")[wind] + (wind === 0 ? " \u00b7 " + t("dealer") : "");
      return el("li", { class: "seat" + (!over && wind === 0 ? " dealer" : "") + (over ? " over" : ""), "data-seat": String(seat) }, [
        el("span", { class: "wind", text: label }),
        el("span", { class: "name", text: name }),
        el("span", { class: "score num", text: number(table.scores[seat]) })]);
    }));
    const phone = document.getElementById("phone");
    phone.replaceChildren();
    if (phoneName) {
      if (renaming) {
        const input = el("input", { id: "phone-name-input", maxlength: "80", autocomplete: "off" });
        input.value = phoneName;
        const form = el("form", { id: "phone-form", class: "phone-form" }, [
          el("label", { for: "phone-name-input", text: t("rename_label") }), input,
          el("button", { type: "submit", class: "small-button", text: t("rename_save") })]);
        form.addEventListener("submit", (event) => {
          event.preventDefault();
          const wanted = input.value.trim();
          if (wanted) tellPhone(wanted);
        });
        phone.append(form);
      } else {
        phone.append(el("span", { id: "phone-name", text: t("this_phone", { name: phoneLabel(phoneName) }) }), " ",
          el("button", { type: "button", id: "rename", class: "link-button", onclick: () => { renaming = true; render(); } }, [t("rename")]));
      }
    }
  }

  function drawReferee() {
    const box = document.getElementById("referee-box");
    const open = table.referee;
    const coming = document.getElementById("referee-coming");
    coming.hidden = !open;
    if (open) coming.textContent = t("referee_coming", { at: clockTime(open.at) });
    const button = document.getElementById("referee");
    button.hidden = Boolean(open) || calling;
    const reasons = document.getElementById("reasons");
    reasons.hidden = !calling || Boolean(open);
    if (calling && !open) {
      reasons.replaceChildren(el("legend", { text: t("referee_why") }),
        el("div", { class: "choices two" }, Object.keys(WORDS.en.table.reasons).map((r) =>
          el("button", { type: "button", class: "choice", "data-reason": r, onclick: () => callReferee(r) }, [t("reasons")[r]]))),
        el("button", { type: "button", class: "wide", id: "referee-cancel", onclick: () => { calling = false; render(); } }, [t("cancel")]));
    }
    box.hidden = false;
  }

  function drawOver() {
    const box = document.getElementById("over");
    box.hidden = !table.finished;
    if (!table.finished) return;
    const scores = table.scores;
    const order = scores.map((s, seat) => seat).sort((a, b) => scores[b] - scores[a] || a - b);
    const rows = order.map((seat) => {
      const above = scores.filter((s) => s > scores[seat]).length;
      const tied = scores.filter((s) => s === scores[seat]).length > 1;
      return el("tr", { "data-seat": String(seat) }, [
        el("td", { class: "num place", text: t("places")[above] + (tied ? t("tied") : "") }),
        el("td", { class: "name", text: table.players[seat] }),
        el("td", { class: "num", text: number(scores[seat]) })]);
    });
    box.querySelector("tbody").replaceChildren(...rows);
  }

  function choice(label, on, action, extra) {
    return el("button", Object.assign({ type: "button", class: "choice" + (on ? " on" : ""),
                                        "aria-pressed": on ? "true" : "false", onclick: action }, extra || {}),
              [label]);
  }

  function changed() {
    checked = null;
    cancel("check");
    if (message && ["offline_in", "conflict"].includes(message.key)) show(null);
    render();
  }

  function seatChoices(label, isOn, toggle, name, seats) {
    const which = seats || [0, 1, 2, 3];
    return el("fieldset", { class: "group", "data-group": name }, [
      el("legend", { text: label }),
      el("div", { class: "choices two" }, which.map((seat) =>
        choice(seat === null ? t("no_pao") : table.players[seat], isOn(seat), () => { toggle(seat); changed(); },
               { "data-seat": seat === null ? "none" : String(seat) })))]);
  }

  function toggled(list, seat) {
    return list.includes(seat) ? list.filter((s) => s !== seat) : list.concat([seat]);
  }

  const HANS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
  const FUS = [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110];

  function counter(label, value, set, part) {
    return el("div", { class: "counter", "data-part": part }, [
      el("span", { class: "counter-label", text: label }),
      el("button", { type: "button", class: "step", "data-step": "-1", "aria-label": label + " \u2212",
                     onclick: () => { if (value > 0) { set(value - 1); changed(); } } }, ["\u2212"]),
      el("span", { class: "counter-value num", text: String(value) }),
      el("button", { type: "button", class: "step", "data-step": "1", "aria-label": label + " +",
                     onclick: () => { if (value < 20) { set(value + 1); changed(); } } }, ["+"])]);
  }

  function yakuName(y) {
    return lang === "fr" ? y.fr : y.en;
  }

  function yakuButton(seat, w, y) {
    const on = w.yaku.includes(y.id);
    const han = y.yakuman ? t("yakuman") : String(w.open ? (y.open === null ? "\u2013" : y.open) : y.han);
    return choice(yakuName(y) + " \u00b7 " + han, on, () => {
      w.yaku = toggled(w.yaku, y.id);
      // Riichi is declared, and the other way round: ticking the yaku ticks the stick.
      if ((y.id === "riichi" || y.id === "double_riichi") && w.yaku.includes(y.id) && !draft.riichi.includes(seat)) {
        draft.riichi = draft.riichi.concat([seat]);
      }
      changed();
    }, { "data-yaku": y.id });
  }

  function yakuBlock(seat, w) {
    const all = theRules().yaku;
    const short = all.filter((y) => y.short);
    const chosenOthers = all.filter((y) => !y.short && w.yaku.includes(y.id));
    const search = el("input", { type: "search", class: "yaku-search", "data-part": "search",
                                 placeholder: t("yaku_search"), "aria-label": t("yaku_search"), autocomplete: "off" });
    search.value = yakuFilter[seat] || "";
    const found = el("div", { class: "choices two yaku-found", "data-part": "found" });
    const fillFound = () => {
      const q = (yakuFilter[seat] || "").trim().toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      const hits = q.length < 2 ? [] : all.filter((y) => !y.short && !w.yaku.includes(y.id) &&
        [y.en, y.fr, y.ja, y.id].some((n) => String(n).toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").includes(q)));
      found.replaceChildren(...hits.slice(0, 12).map((y) => yakuButton(seat, w, y)));
    };
    search.addEventListener("input", () => { yakuFilter[seat] = search.value; fillFound(); });
    fillFound();
    const open = el("input", { type: "checkbox", id: "open-" + seat, "data-part": "open" });
    open.checked = w.open;
    open.addEventListener("change", () => { w.open = open.checked; changed(); });
    const parts = [
      el("p", { class: "label", text: t("yaku_title") }),
      el("div", { class: "choices two", "data-part": "yaku" }, short.concat(chosenOthers).map((y) => yakuButton(seat, w, y))),
      search, found,
      el("label", { class: "check-line", for: "open-" + seat }, [open, " ", t("open_hand")]),
      counter(t("dora"), w.dora, (v) => { w.dora = v; }, "dora"),
      counter(t("ura_dora"), w.ura, (v) => { w.ura = v; }, "ura")];
    if (theRules().red_fives) parts.push(counter(t("red_fives"), w.red, (v) => { w.red = v; }, "red"));
    const e = estimate(w);
    if (!e.yakuman && e.han < 5 && !e.fixedFu) {
      parts.push(el("p", { class: "label", text: t("fu_when") }),
        el("div", { class: "choices six", "data-part": "fu" }, FUS.map((f) =>
          choice(String(f), w.fu === f, () => { w.fu = f; changed(); }, { "data-value": String(f) }))));
    }
    return parts;
  }

  function winBlock(seat) {
    const w = winOf(seat);
    const parts = [el("legend", { text: t("han_fu_for", { name: table.players[seat] }) })];
    const mode = entryMode();
    if (mode === "both") {
      parts.push(el("div", { class: "choices two", "data-part": "by" }, [
        choice(t("by_han"), w.by === "han", () => { w.by = "han"; changed(); }, { "data-value": "han" }),
        choice(t("by_yaku"), w.by === "yaku", () => { w.by = "yaku"; changed(); }, { "data-value": "yaku" })]));
    }
    let liable = false;
    if (w.by === "yaku" && mode !== "han") {
      parts.push(...yakuBlock(seat, w));
      liable = estimate(w).pao;
    } else {
      const set = (key, value) => () => { w[key] = value; if (key !== "yakuman") w.yakuman = 0; changed(); };
      parts.push(el("p", { class: "label", text: t("han") }),
        el("div", { class: "choices seven", "data-part": "han" }, HANS.map((h) =>
          choice(String(h), !w.yakuman && w.han === h, set("han", h), { "data-value": String(h) }))));
      if (!w.yakuman && (w.han === null || w.han < 5)) {
        parts.push(el("p", { class: "label", text: t("fu") }),
          el("div", { class: "choices six", "data-part": "fu" }, FUS.map((f) =>
            choice(String(f), w.fu === f, set("fu", f), { "data-value": String(f) }))));
      }
      const multiples = [0].concat(theRules().yakuman || [1]);
      parts.push(el("div", { class: "choices three", "data-part": "yakuman" }, multiples.map((n) =>
        choice(n === 0 ? t("no_yakuman") : yakumanText(n), w.yakuman === n, () => { w.yakuman = n; changed(); },
               { "data-value": String(n) }))));
      liable = w.yakuman > 0;
    }
    if (liable) {
      const others = [null, 0, 1, 2, 3].filter((s) => s !== seat);
      parts.push(seatChoices(t("pao"), (s) => w.pao === s, (s) => { w.pao = s; }, "pao-" + seat, others));
    } else {
      w.pao = null;
    }
    return el("fieldset", { class: "group win", "data-winner": String(seat) }, parts);
  }

  function drawForm() {
    const box = document.getElementById("form");
    const outcomes = theRules().outcomes;
    document.getElementById("outcomes").replaceChildren(...outcomes.map((o) =>
      choice(t("outcomes")[o] || o, draft && draft.outcome === o, () => startDraft(o), { "data-outcome": o })));
    document.getElementById("check").hidden = !draft;
    document.getElementById("desk-only").textContent = t("desk_only");
    if (!draft) { box.replaceChildren(); return; }
    const d = draft;
    const parts = [];
    if (d.outcome === "ron" || d.outcome === "tsumo") {
      parts.push(seatChoices(t(d.outcome === "ron" ? "who_won_ron" : "who_won"), (s) => d.winners.includes(s), (s) => {
        if (d.outcome === "tsumo") d.winners = d.winners.includes(s) ? [] : [s];
        else d.winners = toggled(d.winners, s);
        if (d.loser === s) d.loser = null;
      }, "winners"));
      if (d.outcome === "ron") {
        parts.push(seatChoices(t("discarder"), (s) => d.loser === s, (s) => {
          d.loser = d.loser === s ? null : s;
          d.winners = d.winners.filter((w) => w !== s);
        }, "loser"));
      }
      for (const seat of d.winners.slice().sort()) parts.push(winBlock(seat));
    }
    if (d.outcome === "exhaustive_draw") {
      parts.push(seatChoices(t("tenpai"), (s) => d.tenpai.includes(s), (s) => { d.tenpai = toggled(d.tenpai, s); }, "tenpai"));
    }
    if (d.outcome === "nagashi_mangan") {
      parts.push(seatChoices(t("nagashi_who"), (s) => d.nagashi.includes(s), (s) => { d.nagashi = toggled(d.nagashi, s); }, "nagashi"));
      parts.push(seatChoices(t("tenpai_nagashi"), (s) => d.tenpai.includes(s), (s) => { d.tenpai = toggled(d.tenpai, s); }, "tenpai"));
    }
    if (d.outcome === "abortive_draw") {
      parts.push(el("fieldset", { class: "group", "data-group": "kind" }, [
        el("legend", { text: t("abortive_kind") }),
        el("div", { class: "choices two" }, theRules().abortive_kinds.map((k) =>
          choice(t("kinds")[k] || k, d.kind === k, () => { d.kind = k; changed(); }, { "data-kind": k })))]));
    }
    if (d.outcome === "chombo") {
      parts.push(seatChoices(t("offender"), (s) => d.offender === s, (s) => { d.offender = d.offender === s ? null : s; }, "offender"));
    } else {
      parts.push(seatChoices(t("riichi"), (s) => d.riichi.includes(s), (s) => {
        d.riichi = toggled(d.riichi, s);
        const w = d.wins[s];
        if (w && !d.riichi.includes(s)) w.yaku = w.yaku.filter((id) => id !== "riichi" && id !== "double_riichi" && id !== "ippatsu");
      }, "riichi"));
      // "Time is up" marks the last hand: a chombo is no hand (a re-deal follows).
      const last = el("input", { type: "checkbox", id: "last-hand" });
      last.checked = d.last;
      last.addEventListener("change", () => { d.last = last.checked; changed(); });
      parts.push(el("label", { class: "check-line", for: "last-hand" }, [last, " ", t("last_hand")]));
    }
    const note = el("input", { type: "text", id: "note", maxlength: "200", autocomplete: "off" });
    note.value = d.note;
    note.addEventListener("input", () => { d.note = note.value; checked = null; });
    parts.push(el("label", { class: "note-line", for: "note" }, [t("note")]), note);
    box.replaceChildren(...parts);
  }

  // What comes next, as the server says it in English ("South 2, 1 honba", "game over"), in
  // the page's language. Anything else is shown as it came.
  function nextText(text) {
    if (text === "game over") return t("game_over");
    const m = /^(East|South|West|North) (\d+)(?:, (\d+) honba)?$/.exec(text || "");
    if (!m) return text || "";
    const wind = t("winds")[["East", "South", "West", "North"].indexOf(m[1])];
    return t("round_line", { wind, n: m[2] }) + (m[3] ? ", " + t("honba", { n: m[3] }) : "");
  }

  function countedText(v) {
    const parts = (v.yaku || []).map(([id, han]) => {
      const y = yakuDef(id);
      return (y ? yakuName(y) : id) + " " + (y && y.yakuman ? "" : han);
    }).map((s) => s.trim());
    if (v.dora) parts.push(t("dora_part", { n: v.dora }));
    if (v.yakuman) return t("counted_yakuman", { n: yakumanText(v.yakuman), parts: parts.join(" + ") });
    return t("counted", { han: v.han, fu: v.fu && v.han < 5 ? t("counted_fu", { fu: v.fu }) : "", parts: parts.join(" + ") });
  }

  function drawPreview() {
    const box = document.getElementById("preview");
    box.hidden = !checked;
    if (!checked) return;
    const answer = checked.answer;
    const problems = problemsOf(answer);
    document.getElementById("preview-what").textContent = summaryOfChecked();
    const counted = (answer.wins || []).filter((v) => (v.yaku || []).length);
    document.getElementById("counted").replaceChildren(...counted.map((v) =>
      el("li", { "data-winner": String(v.winner), text: table.players[v.winner] + ": " + countedText(v) })));
    const deltas = Array.isArray(answer.deltas) ? answer.deltas : null;
    const tbody = box.querySelector("#payments tbody");
    document.getElementById("payments").hidden = !deltas;
    tbody.replaceChildren(...(deltas || []).map((delta, seat) => el("tr", { "data-seat": String(seat) }, [
      el("td", { class: "name", text: table.players[seat] }),
      el("td", { class: "num delta" + (delta < 0 ? " negative" : ""), text: signed(delta) }),
      el("td", { class: "num after", text: number(table.scores[seat] + delta) })])));
    document.getElementById("problems").replaceChildren(...problems.map((p) => el("li", { text: p })));
    document.getElementById("next").textContent = answer.next ? t("next", { what: nextText(answer.next) }) : "";
    document.getElementById("next").hidden = !answer.next || problems.length > 0;
    document.getElementById("save").hidden = problems.length > 0 || !deltas;
    document.getElementById("confirm-note").hidden = problems.length > 0 || !deltas;
  }

  function summaryOfChecked() {
    // The hand as checked, with each win's value as the core counted it.
    const hand = JSON.parse(JSON.stringify(checked.hand));
    for (const v of checked.answer.wins || []) {
      const w = (hand.wins || []).find((x) => x.winner === v.winner);
      if (w && w.han === undefined) { w.han = v.han; w.fu = v.fu; w.yakuman = v.yakuman; }
    }
    return summary(hand);
  }

  function drawPending() {
    const p = pending();
    const box = document.getElementById("pending");
    box.hidden = !p || sending;
    if (!p) { document.getElementById("pending-text").textContent = ""; return; }
    const what = waitingText(p);
    const left = secondsLeft("send");
    document.getElementById("pending-text").textContent = fault ? t("pending_fault", { what })
      : (left ? t("pending_when", { what, s: left }) : t("pending", { what }));
  }

  function drawHands() {
    const hands = table.hands || [];
    document.getElementById("hands-box").hidden = false;
    const items = hands.map((h, i) => {
      const deltas = (h.deltas || []).map((d, seat) => el("span", { class: "delta" + (d < 0 ? " negative" : "") }, [
        el("span", { class: "who", text: table.players[seat] }), " ", signed(d)]));
      const children = [
        el("p", { class: "hand-head" }, [el("b", { text: (i + 1) + "." }), " ",
          el("span", { class: "summary", text: summary(h.hand || {}, h.outcome) })]),
        el("p", { class: "deltas" }, deltas)];
      children.push(el("p", { class: "station muted", text: stationText(h.station, h.person) }));
      return el("li", { "data-outcome": String(h.outcome) }, children);
    });
    if (items.length === 0) items.push(el("li", { class: "muted", text: t("no_hands") }));
    document.getElementById("hands").replaceChildren(...items.reverse());
  }

  function render() {
    drawWords();
    drawMessage();
    const haveCode = Boolean(code);
    document.getElementById("code-box").hidden = haveCode;
    const ready = haveCode && table !== null;
    document.getElementById("state").hidden = !ready;
    const p = pending();
    drawPending();
    if (!ready) {
      for (const id of ["entry", "preview", "over", "closed", "hands-box", "referee-box"]) document.getElementById(id).hidden = true;
      return;
    }
    drawState();
    document.getElementById("where").hidden = Boolean(table.finished);
    drawOver();
    drawReferee();
    const open = !table.finished && !table.locked;
    document.getElementById("closed").hidden = !table.locked || table.finished;
    document.getElementById("closed").textContent = t("closed");
    document.getElementById("entry").hidden = !open || Boolean(checked) || Boolean(p);
    if (open) drawForm();
    drawPreview();
    if (!open || p) document.getElementById("preview").hidden = true;
    drawHands();
  }

  // -- start -----------------------------------------------------------------------------------
  function takeCode(value) {
    const text = String(value || "").trim();
    if (!text) return false;
    code = text;
    store(CODE_KEY, text);
    return true;
  }

  function codeFromAddress() {
    const fragment = new URLSearchParams(location.hash.replace(/^#/, ""));
    if (!fragment.get("code")) return false;
    takeCode(fragment.get("code"));
    // The code leaves the address bar (a screenshot or a shared link does not carry it).
    history.replaceState(null, "", location.pathname + location.search);
    return true;
  }

  if (!codeFromAddress()) code = stored(CODE_KEY);

  document.getElementById("code-form").addEventListener("submit", (event) => {
    event.preventDefault();
    if (takeCode(document.getElementById("code-input").value)) {
      show(null);
      load();
    }
  });
  // A code link opened in this tab (only the part after # changed: no page load).
  window.addEventListener("hashchange", () => {
    if (codeFromAddress()) {
      show(null);
      load();
    }
  });
  document.getElementById("lang").addEventListener("click", () => {
    lang = lang === "fr" ? "en" : "fr";
    store(LANG_KEY, lang);
    document.cookie = "riichi-lang=" + lang + "; path=/; max-age=31536000; SameSite=Lax";
    render();
  });
  document.getElementById("check").addEventListener("click", check);
  document.getElementById("save").addEventListener("click", save);
  document.getElementById("back").addEventListener("click", () => { checked = null; show(null); render(); });
  document.getElementById("resend").addEventListener("click", () => { counts.send = 0; cancel("send"); sendPending(); });
  document.getElementById("referee").addEventListener("click", () => { calling = true; render(); });
  window.addEventListener("online", () => {
    now("check");
    now("call");
    if (pending() && !fault) { cancel("send"); sendPending(); } else load();
  });

  if (!code) show("no_code", {}, [], "info");
  render();
  load();
  // The desk (or another phone) may change the table: follow the live page's event stream.
  let reloadTimer = null;
  const reload = () => { clearTimeout(reloadTimer); reloadTimer = setTimeout(load, 150); };
  if (window.EventSource) {
    const events = new EventSource("/events");
    events.onmessage = reload;
  } else {
    setInterval(load, 5000);
  }
})();
