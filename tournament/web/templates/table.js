// A table's own hand entry on a phone: /table/R/T#code=CODE.
//
// The table's code comes from the address's fragment (never sent to a server) or is typed
// once; it is kept in this browser for this round and table and sent as the X-Table-Code
// header with every request. The page shows the table (GET /api/table/R/T), builds one hand
// in the game-record format, asks the server what it would pay (POST .../check: nothing is
// stored) and, once the table has confirmed it, saves it (POST .../hands). A hand being saved
// is kept in localStorage with its entry id until the server has answered: a dropped network
// or a reload sends it again with the SAME entry id, which the server stores once. A fault of
// the server itself (500) is not a dropped network: the hand may have been saved before it,
// so the page says so, shows the table's hands and sends the kept hand only when asked.
// Names come from people: every text is set with textContent, never as HTML.
"use strict";
(function () {
  const body = document.body;
  const ROUND = Number(body.dataset.round);
  const TABLE = Number(body.dataset.table);
  const API = "/api/table/" + ROUND + "/" + TABLE;
  const CODE_KEY = "riichi-table-code:" + ROUND + ":" + TABLE;
  const PENDING_KEY = "riichi-table-pending:" + ROUND + ":" + TABLE;
  const LANG_KEY = "riichi-table-lang";
  const RETRY_MS = [2000, 4000, 8000, 15000, 30000];

  // -- words: English and French, all of them -------------------------------------------------
  const WORDS = {
    en: {
      title: "Table {t} \u00b7 round {r}", switch_to: "Fran\u00e7ais",
      code_label: "The table's code (printed on the score sheet)", open: "Open",
      winds: ["East", "South", "West", "North"], dealer: "dealer",
      round_line: "{wind} {n}", honba: "{n} honba", sticks: "{n} riichi stick(s) on the table",
      new_hand: "Enter the hand", game_over: "Game over", place: "Place", player: "Player",
      score: "Score", check: "Check the payments", back: "Back", save: "Save this hand",
      confirm_title: "Who pays what", pays_gets: "Pays / gets", after: "After",
      confirm_note: "Read the payments out to the table. Save only if all four agree.",
      send_now: "Send now", hands_so_far: "Hands so far", no_hands: "No hand yet.",
      outcomes: { ron: "Ron", tsumo: "Tsumo", exhaustive_draw: "Draw", abortive_draw: "Abortive",
                  chombo: "Chombo" },
      who_won_ron: "Who won? (tap several for a double or triple ron)", who_won: "Who won?",
      discarder: "Who discarded the winning tile?", han: "Han", fu: "Fu",
      yakuman: "Yakuman", no_yakuman: "No yakuman", double_yakuman: "Double yakuman",
      han_fu_for: "{name}: han and fu", riichi: "Who declared riichi in this hand?",
      tenpai: "Who was tenpai (waiting) at the draw?", abortive_kind: "Which abortive draw?",
      kinds: { nine_terminals: "Nine terminals", four_winds: "Four winds",
               four_kongs: "Four kongs", four_riichi: "Four riichi", triple_ron: "Triple ron" },
      offender: "Who committed the chombo?", last_hand: "Time is up: this is the last hand",
      choose_winner: "Tap who won.", choose_discarder: "Tap who discarded.",
      choose_han: "Choose the han of {name}.", choose_fu: "Choose the fu of {name}.",
      choose_kind: "Choose which abortive draw.", choose_offender: "Tap who committed the chombo.",
      choose_outcome: "Tap what happened.",
      checking: "Checking\u2026", sending: "Saving\u2026", saved: "Saved: hand {n}.",
      refused: "The hand cannot be saved as it is:",
      pending: "Not saved yet: the hand is kept on this phone and sent again by itself.",
      pending_sending: "Sending the hand kept on this phone\u2026",
      e403: "This code does not open this table. Type the code printed on the table's score sheet.",
      e409: "The table changed meanwhile{who}. Look at the hands below and enter this hand again if it is still missing.",
      e422: "The hand was refused:",
      e423: "This table cannot be entered from a phone now (it is locked or approved, entry is switched off, or it is not the current round). Ask the desk.",
      e429: "Too many wrong codes from this phone: wait a minute, then try again.",
      e413: "The hand is too large to send.",
      eother: "The server answered {status}. Try again in a moment.",
      e500: "The server failed (a fault on the server, not your connection). Nothing was changed. Try again in a moment.",
      e500_save: "The server failed while saving (a fault on the server, not your connection). The hand may or may not have been saved: look at the hands below.",
      pending_fault: "The hand is kept on this phone. Tap \u201cSend now\u201d to send it again: it goes as the same hand, so a hand already saved is not saved twice.",
      offline: "No connection to the server. The page tries again by itself.",
      closed: "Hands of this table are entered at the desk now.",
      station: "entered at {station}",
      places: ["1st", "2nd", "3rd", "4th"], tied: "=",
      no_code: "Type the table's code to open it.", next: "Next: {what}",
    },
    fr: {
      title: "Table {t} \u00b7 tour {r}", switch_to: "English",
      code_label: "Le code de la table (imprim\u00e9 sur la feuille de score)", open: "Ouvrir",
      winds: ["Est", "Sud", "Ouest", "Nord"], dealer: "donneur",
      round_line: "{wind} {n}", honba: "{n} honba", sticks: "{n} b\u00e2ton(s) de riichi sur la table",
      new_hand: "Saisir la main", game_over: "Partie termin\u00e9e", place: "Place",
      player: "Joueur", score: "Score", check: "V\u00e9rifier les paiements", back: "Retour",
      save: "Enregistrer cette main", confirm_title: "Qui paie quoi",
      pays_gets: "Paie / re\u00e7oit", after: "Apr\u00e8s",
      confirm_note: "Lisez les paiements \u00e0 la table. N\u2019enregistrez que si les quatre sont d\u2019accord.",
      send_now: "Envoyer maintenant", hands_so_far: "Mains jou\u00e9es",
      no_hands: "Aucune main pour l\u2019instant.",
      outcomes: { ron: "Ron", tsumo: "Tsumo", exhaustive_draw: "Fin de mur", abortive_draw: "Annul\u00e9e",
                  chombo: "Chombo" },
      who_won_ron: "Qui a gagn\u00e9\u00a0? (touchez-en plusieurs pour un double ou triple ron)",
      who_won: "Qui a gagn\u00e9\u00a0?", discarder: "Qui a d\u00e9fauss\u00e9 la tuile gagnante\u00a0?",
      han: "Han", fu: "Fu", yakuman: "Yakuman", no_yakuman: "Pas de yakuman",
      double_yakuman: "Double yakuman", han_fu_for: "{name}\u00a0: han et fu",
      riichi: "Qui a d\u00e9clar\u00e9 riichi dans cette main\u00a0?",
      tenpai: "Qui \u00e9tait tenpai (en attente) \u00e0 la fin du mur\u00a0?",
      abortive_kind: "Quelle main annul\u00e9e\u00a0?",
      kinds: { nine_terminals: "Neuf terminales", four_winds: "Quatre vents",
               four_kongs: "Quatre kans", four_riichi: "Quatre riichi", triple_ron: "Triple ron" },
      offender: "Qui a fait le chombo\u00a0?",
      last_hand: "Temps \u00e9coul\u00e9\u00a0: c\u2019est la derni\u00e8re main",
      choose_winner: "Touchez qui a gagn\u00e9.", choose_discarder: "Touchez qui a d\u00e9fauss\u00e9.",
      choose_han: "Choisissez les han de {name}.", choose_fu: "Choisissez les fu de {name}.",
      choose_kind: "Choisissez quelle main annul\u00e9e.",
      choose_offender: "Touchez qui a fait le chombo.", choose_outcome: "Touchez ce qui s\u2019est pass\u00e9.",
      checking: "V\u00e9rification\u2026", sending: "Enregistrement\u2026",
      saved: "Enregistr\u00e9e\u00a0: main {n}.",
      refused: "La main ne peut pas \u00eatre enregistr\u00e9e telle quelle\u00a0:",
      pending: "Pas encore enregistr\u00e9e\u00a0: la main est gard\u00e9e sur ce t\u00e9l\u00e9phone et renvoy\u00e9e automatiquement.",
      pending_sending: "Envoi de la main gard\u00e9e sur ce t\u00e9l\u00e9phone\u2026",
      e403: "Ce code n\u2019ouvre pas cette table. Tapez le code imprim\u00e9 sur la feuille de score de la table.",
      e409: "La table a chang\u00e9 entre-temps{who}. Regardez les mains ci-dessous et saisissez de nouveau cette main si elle manque encore.",
      e422: "La main a \u00e9t\u00e9 refus\u00e9e\u00a0:",
      e423: "Cette table ne peut pas \u00eatre saisie depuis un t\u00e9l\u00e9phone maintenant (verrouill\u00e9e ou approuv\u00e9e, saisie coup\u00e9e, ou pas le tour en cours). Demandez \u00e0 l\u2019organisation.",
      e429: "Trop de codes erron\u00e9s depuis ce t\u00e9l\u00e9phone\u00a0: attendez une minute, puis r\u00e9essayez.",
      e413: "La main est trop grande pour \u00eatre envoy\u00e9e.",
      eother: "Le serveur a r\u00e9pondu {status}. R\u00e9essayez dans un instant.",
      e500: "Le serveur a \u00e9chou\u00e9 (une panne du serveur, pas de votre connexion). Rien n\u2019a \u00e9t\u00e9 modifi\u00e9. R\u00e9essayez dans un instant.",
      e500_save: "Le serveur a \u00e9chou\u00e9 pendant l\u2019enregistrement (une panne du serveur, pas de votre connexion). La main a peut-\u00eatre \u00e9t\u00e9 enregistr\u00e9e, peut-\u00eatre pas\u00a0: regardez les mains ci-dessous.",
      pending_fault: "La main est gard\u00e9e sur ce t\u00e9l\u00e9phone. Touchez \u00ab\u00a0Envoyer maintenant\u00a0\u00bb pour la renvoyer\u00a0: elle part comme la m\u00eame main, et une main d\u00e9j\u00e0 enregistr\u00e9e ne l\u2019est pas deux fois.",
      offline: "Pas de connexion au serveur. La page r\u00e9essaie d\u2019elle-m\u00eame.",
      closed: "Les mains de cette table se saisissent maintenant aupr\u00e8s de l\u2019organisation.",
      station: "saisie \u00e0 {station}",
      places: ["1er", "2e", "3e", "4e"], tied: "=",
      no_code: "Tapez le code de la table pour l\u2019ouvrir.", next: "Ensuite\u00a0: {what}",
    },
  };

  function storedLanguage() {
    try { return localStorage.getItem(LANG_KEY); } catch (e) { return null; }
  }

  function browserLanguage() {
    for (const tag of navigator.languages || [navigator.language || "en"]) {
      const base = String(tag).toLowerCase().split("-")[0];
      if (base in WORDS) return base;
    }
    return "en";
  }

  let lang = storedLanguage() in WORDS ? storedLanguage() : browserLanguage();

  function t(key, values) {
    let text = WORDS[lang][key];
    if (text === undefined) text = WORDS.en[key];
    if (typeof text !== "string") return text;
    for (const [name, value] of Object.entries(values || {})) text = text.split("{" + name + "}").join(String(value));
    return text;
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

  // -- what the page holds ---------------------------------------------------------------------
  let code = null;       // the table's code
  let table = null;      // the last GET /api/table/R/T answer
  let draft = null;      // the hand being entered: {outcome, seen, winners, loser, ...}
  let checked = null;    // {hand, seen, answer} once /check answered, until saved or changed
  let message = null;    // {key, values, problems, kind} shown at the top
  let retryTimer = null;
  let retryCount = 0;
  let sending = false;
  let fault = false;     // the server failed on the kept hand: sent again only when asked

  function readPending() {
    try { return JSON.parse(localStorage.getItem(PENDING_KEY) || "null"); } catch (e) { return null; }
  }

  function writePending(p) {
    try {
      if (p === null) localStorage.removeItem(PENDING_KEY);
      else localStorage.setItem(PENDING_KEY, JSON.stringify(p));
    } catch (e) { /* private mode: kept in memory below */ }
    pendingInMemory = p;
  }

  let pendingInMemory = readPending();

  function pending() { return readPending() || pendingInMemory; }

  function newEntryId() {
    // crypto.randomUUID needs a secure context (https); the venue's page is plain http.
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  }

  // -- talking to the server -------------------------------------------------------------------
  class Offline extends Error {}      // no answer, or "not now" (502, 503, 504): try again
  class ServerFault extends Error {}  // a fault of the server (500): what it did is not known

  async function call(method, path, payload) {
    const headers = { "X-Table-Code": code || "" };
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

  function problemsOf(data) {
    const list = Array.isArray(data.problems) ? data.problems : [];
    return list.map((p) => (p && (p.message || p.code)) || String(p));
  }

  function conflictWho(data) {
    // The server names who changed the table; shown as it wrote it (in parentheses).
    const parts = [];
    for (const key of ["station", "person", "by", "who"]) {
      if (typeof data[key] === "string" && data[key] && !parts.includes(data[key])) parts.push(data[key]);
    }
    if (parts.length === 0 && typeof data.message === "string") parts.push(data.message);
    return parts.length ? " (" + parts.join(", ") + ")" : "";
  }

  // An answer that is not a success: the message it deserves. Returns true when handled.
  function refusal(answer) {
    const s = answer.status;
    if (s === 403) {
      code = null;
      try { localStorage.removeItem(CODE_KEY); } catch (e) { /* nothing kept */ }
      show("e403", {}, [], "bad");
    } else if (s === 409) show("e409", { who: conflictWho(answer.data) }, [], "bad");
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

  function show(key, values, problems, kind) {
    message = key === null ? null : { key, values: values || {}, problems: problems || [], kind: kind || "info" };
  }

  // One GET at a time: a load asked while one is under way (a change told by the event
  // stream just as a code is typed) waits for its answer and goes after it, with the code
  // as it then is. Two at once would spend two of the wrong-code limit's tries on one tap.
  let loading = null;
  let loadAgain = false;

  async function load() {
    if (loading) { loadAgain = true; return; }
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
      render();
      if (pending() && !sending && !fault) sendPending();
    } else {
      refusal(answer);
    }
  }

  // -- the hand in the game-record format ------------------------------------------------------
  function startDraft(outcome) {
    if (draft && draft.outcome === outcome) return;  // a second tap keeps what was chosen
    draft = { outcome, seen: table.seen, winners: [], loser: null, wins: {}, riichi: [],
              tenpai: [], kind: null, offender: null, last: false };
    checked = null;
    show(null);
    render();
  }

  function winOf(seat) {
    if (!draft.wins[seat]) draft.wins[seat] = { han: null, fu: null, yakuman: 0 };
    return draft.wins[seat];
  }

  // The hand, or the first thing still missing (a key of WORDS and its values).
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
        if (w.yakuman) {
          entry.han = 0; entry.fu = 0; entry.yakuman = w.yakuman;
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
    } else if (d.outcome === "abortive_draw") {
      if (!d.kind) return { missing: ["choose_kind", {}] };
      hand.riichi = d.riichi.slice().sort();
      hand.abortive_kind = d.kind;
    } else if (d.outcome === "chombo") {
      if (d.offender === null) return { missing: ["choose_offender", {}] };
      hand.offender = d.offender;
    }
    if (d.last) hand.last_hand = true;
    return { hand };
  }

  async function check() {
    const built = buildHand();
    if (built.missing) {
      show(built.missing[0], built.missing[1], [], "bad");
      render();
      return;
    }
    show("checking", {}, [], "info");
    render();
    let answer;
    try {
      answer = await call("POST", "/check", { hand: built.hand });
    } catch (e) {
      show(e instanceof ServerFault ? "e500" : "offline", {}, [], "bad");
      render();
      return;
    }
    if (answer.status !== 200) { refusal(answer); return; }
    show(null);
    checked = { hand: built.hand, seen: draft.seen, answer: answer.data };
    render();
    document.getElementById("preview").scrollIntoView({ block: "start" });
  }

  function save() {
    if (!checked || problemsOf(checked.answer).length) return;
    // The entry id is made once, here, and kept with the hand until the server answers.
    writePending({ hand: checked.hand, entry_id: newEntryId(), seen: checked.seen });
    fault = false;
    sendPending();
  }

  async function sendPending() {
    const p = pending();
    if (!p || sending || !code) return;
    sending = true;
    clearTimeout(retryTimer);
    show(retryCount ? "pending_sending" : "sending", {}, [], "info");
    render();
    let answer;
    try {
      answer = await call("POST", "/hands", { hand: p.hand, entry_id: p.entry_id, seen: p.seen });
    } catch (e) {
      sending = false;
      if (e instanceof ServerFault) {
        // Perhaps saved before the fault: kept (under its entry id, so that sending it again
        // cannot save it twice), not sent again by itself, and the table's hands shown.
        fault = true;
        retryCount = 0;
        show("e500_save", {}, [], "bad");
        render();
        load();
        return;
      }
      show("offline", {}, [], "bad");  // the box of the kept hand offers to send it now
      const wait = RETRY_MS[Math.min(retryCount, RETRY_MS.length - 1)];
      retryCount += 1;
      retryTimer = setTimeout(sendPending, wait);
      render();
      return;
    }
    sending = false;
    retryCount = 0;
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
    } else {
      checked = null;
      refusal(answer);
      load();
    }
  }

  // -- drawing ---------------------------------------------------------------------------------
  function windOf(seat) {
    return (seat - table.dealer + 4) % 4;
  }

  function roundWindName(value) {
    if (typeof value === "number") return t("winds")[value % 4];
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
    const children = [el("p", { text: t(message.key, message.values) })];
    if (message.problems.length) children.push(el("ul", {}, message.problems.map((p) => el("li", { text: p }))));
    box.replaceChildren(...children);
    box.hidden = false;
  }

  function drawState() {
    const names = table.players;
    const where = [t("round_line", { wind: roundWindName(table.round_wind), n: table.hand_number })];
    where.push(t("honba", { n: table.honba }));
    where.push(t("sticks", { n: table.sticks }));
    document.getElementById("where").textContent = where.join(" \u00b7 ");
    document.getElementById("seats").replaceChildren(...names.map((name, seat) => {
      const wind = windOf(seat);
      return el("li", { class: "seat" + (wind === 0 ? " dealer" : ""), "data-seat": String(seat) }, [
        el("span", { class: "wind", text: t("winds")[wind] + (wind === 0 ? " \u00b7 " + t("dealer") : "") }),
        el("span", { class: "name", text: name }),
        el("span", { class: "score num", text: number(table.scores[seat]) })]);
    }));
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

  function seatChoices(label, isOn, toggle, name) {
    return el("fieldset", { class: "group", "data-group": name }, [
      el("legend", { text: label }),
      el("div", { class: "choices two" }, table.players.map((player, seat) =>
        choice(player, isOn(seat), () => { toggle(seat); checked = null; render(); },
               { "data-seat": String(seat) })))]);
  }

  function toggled(list, seat) {
    return list.includes(seat) ? list.filter((s) => s !== seat) : list.concat([seat]);
  }

  const HANS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
  const FUS = [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110];

  function winBlock(seat) {
    const w = winOf(seat);
    const set = (key, value) => () => { w[key] = value; if (key !== "yakuman") w.yakuman = 0; checked = null; render(); };
    const parts = [el("legend", { text: t("han_fu_for", { name: table.players[seat] }) }),
      el("p", { class: "label", text: t("han") }),
      el("div", { class: "choices seven", "data-part": "han" }, HANS.map((h) =>
        choice(String(h), !w.yakuman && w.han === h, set("han", h), { "data-value": String(h) })))];
    if (!w.yakuman && (w.han === null || w.han < 5)) {
      parts.push(el("p", { class: "label", text: t("fu") }),
        el("div", { class: "choices six", "data-part": "fu" }, FUS.map((f) =>
          choice(String(f), w.fu === f, set("fu", f), { "data-value": String(f) }))));
    }
    parts.push(el("div", { class: "choices three", "data-part": "yakuman" }, [
      choice(t("no_yakuman"), !w.yakuman, () => { w.yakuman = 0; checked = null; render(); }, { "data-value": "0" }),
      choice(t("yakuman"), w.yakuman === 1, () => { w.yakuman = 1; checked = null; render(); }, { "data-value": "1" }),
      choice(t("double_yakuman"), w.yakuman === 2, () => { w.yakuman = 2; checked = null; render(); }, { "data-value": "2" })]));
    return el("fieldset", { class: "group win", "data-winner": String(seat) }, parts);
  }

  function drawForm() {
    const box = document.getElementById("form");
    document.getElementById("outcomes").replaceChildren(...Object.keys(WORDS.en.outcomes).map((o) =>
      choice(t("outcomes")[o], draft && draft.outcome === o, () => startDraft(o), { "data-outcome": o })));
    document.getElementById("check").hidden = !draft;
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
    if (d.outcome === "abortive_draw") {
      parts.push(el("fieldset", { class: "group", "data-group": "kind" }, [
        el("legend", { text: t("abortive_kind") }),
        el("div", { class: "choices two" }, Object.keys(WORDS.en.kinds).map((k) =>
          choice(t("kinds")[k], d.kind === k, () => { d.kind = k; checked = null; render(); }, { "data-kind": k })))]));
    }
    if (d.outcome === "chombo") {
      parts.push(seatChoices(t("offender"), (s) => d.offender === s, (s) => { d.offender = d.offender === s ? null : s; }, "offender"));
    } else {
      parts.push(seatChoices(t("riichi"), (s) => d.riichi.includes(s), (s) => { d.riichi = toggled(d.riichi, s); }, "riichi"));
    }
    const last = el("input", { type: "checkbox", id: "last-hand" });
    last.checked = d.last;
    last.addEventListener("change", () => { d.last = last.checked; checked = null; render(); });
    parts.push(el("label", { class: "check-line", for: "last-hand" }, [last, " ", t("last_hand")]));
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

  function drawPreview() {
    const box = document.getElementById("preview");
    box.hidden = !checked;
    if (!checked) return;
    const answer = checked.answer;
    const problems = problemsOf(answer);
    const what = [t("outcomes")[checked.hand.outcome] || checked.hand.outcome];
    for (const w of checked.hand.wins || []) {
      let text = table.players[w.winner];
      if (w.yakuman) text += " " + (w.yakuman > 1 ? t("double_yakuman") : t("yakuman"));
      else text += " " + w.han + " han" + (w.han < 5 ? " " + w.fu + " fu" : "");
      what.push(text);
    }
    document.getElementById("preview-what").textContent = what.join(" \u00b7 ");
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

  function drawHands() {
    const hands = table.hands || [];
    document.getElementById("hands-box").hidden = false;
    const items = hands.map((h, i) => {
      const deltas = (h.deltas || []).map((d, seat) => el("span", { class: "delta" + (d < 0 ? " negative" : "") }, [
        el("span", { class: "who", text: table.players[seat] }), " ", signed(d)]));
      const children = [
        // The summary is the server's, in English (names inside it): the French page shows
        // the outcome and who paid what only.
        el("p", { class: "hand-head" }, [el("b", { text: (i + 1) + ". " + (t("outcomes")[h.outcome] || h.outcome) }),
          " ", el("span", { class: "summary", text: lang === "en" ? (h.summary || "") : "" })]),
        el("p", { class: "deltas" }, deltas)];
      if (h.station) children.push(el("p", { class: "station muted", text: t("station", { station: h.station }) }));
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
    document.getElementById("pending").hidden = !p || sending;
    document.getElementById("pending-text").textContent = p ? t(fault ? "pending_fault" : "pending") : "";
    if (!ready) {
      for (const id of ["entry", "preview", "over", "closed", "hands-box"]) document.getElementById(id).hidden = true;
      return;
    }
    drawState();
    document.getElementById("where").hidden = Boolean(table.finished);
    drawOver();
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
    try { localStorage.setItem(CODE_KEY, text); } catch (e) { /* kept for this visit only */ }
    return true;
  }

  const fragment = new URLSearchParams(location.hash.replace(/^#/, ""));
  if (fragment.get("code")) {
    takeCode(fragment.get("code"));
    // The code leaves the address bar (a screenshot or a shared link does not carry it).
    history.replaceState(null, "", location.pathname + location.search);
  } else {
    try { code = localStorage.getItem(CODE_KEY); } catch (e) { code = null; }
  }

  document.getElementById("code-form").addEventListener("submit", (event) => {
    event.preventDefault();
    if (takeCode(document.getElementById("code-input").value)) {
      show(null);
      load();
    }
  });
  document.getElementById("lang").addEventListener("click", () => {
    lang = lang === "fr" ? "en" : "fr";
    try { localStorage.setItem(LANG_KEY, lang); } catch (e) { /* for this visit only */ }
    render();
  });
  document.getElementById("check").addEventListener("click", check);
  document.getElementById("save").addEventListener("click", save);
  document.getElementById("back").addEventListener("click", () => { checked = null; show(null); render(); });
  document.getElementById("resend").addEventListener("click", () => { retryCount = 0; sendPending(); });
  window.addEventListener("online", () => { if (pending() && !fault) sendPending(); else load(); });

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
