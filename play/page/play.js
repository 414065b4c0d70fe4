'use strict';
// The play page (appendix F). The position is data: the puzzle's givens, the values on the grid
// and the pencil marks, one entry per cell, with the changes made to it for undo and redo. The
// page draws it, checks its clashes itself, and asks the server's API for all the rest: puzzles,
// ratings, hints and mistakes, each from the position as it stands.
// The grid and its marks are drawn by the workbook's shared script, pages/grid.js, before this.
/* global gridGeometry, buildGrid, marksElement, markSample, legendElement */

// Any error of the page's scripts is shown on the page, for a player to report and for the tests.
function showScriptError(message) {
  const box = document.getElementById('script-errors');
  box.hidden = false;
  box.textContent += `${message} `;
}
window.addEventListener('error', (event) => showScriptError(event.message));
window.addEventListener('unhandledrejection', (event) => showScriptError(String(event.reason)));

// The workbook's symbols: a grid of side s writes its values with the first s of them.
const SYMBOLS = '123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ@abcdefghijklmnopqrstuvwxyz&*';
// Where the browser keeps the position across a reload.
const STORE = 'sudoku-play';
// The largest grid the page plays; larger ones, up to 25x25, it shows.
const LARGEST_PLAYED = 16;

// Everything the page knows: the position, its history, and what the tutor said about it.
let state = null;
// The hint asked for while its answer is awaited, if one is.
let hintAsked = null;
// How long the server gives the making of a puzzle, in seconds (from /api/info).
let mostSeconds = 20;
// The elements, by id.
const $ = (id) => document.getElementById(id);

// ---------------------------------------------------------------- the position

// A new position from a puzzle in the line format and, for a marks grid, its cells' marks.
function newState(line, marks) {
  const values = [...line].map((c) => SYMBOLS.indexOf(c) + 1);
  const side = Math.round(Math.sqrt(values.length));
  return {
    side, box: Math.round(Math.sqrt(side)), puzzle: values.slice(), values,
    marks: marks ? marks.map((m, cell) => (m === null || values[cell] ? null : m)) : values.map(() => null),
    history: [], future: [], selected: 0, mode: 'values', rating: '', tutor: null,
  };
}

// The symbol of a value, '' for an empty cell.
function symbol(value) { return value ? SYMBOLS[value - 1] : ''; }

// The geometry of the grid in play (pages/grid.js), made again when its size changes.
let shape = null;
function geometry() {
  if (!shape || shape.side !== state.side) shape = gridGeometry(state.side, state.box);
  return shape;
}

// "r3c5": a cell as the workbook names it.
function cellName(cell) { return geometry().cellName(cell); }

// The values no peer of `cell` holds.
function openValues(cell) {
  const held = new Set(geometry().peers[cell].map((peer) => state.values[peer]));
  const open = [];
  for (let v = 1; v <= state.side; v += 1) if (!held.has(v)) open.push(v);
  return open;
}

// The cells whose value another cell of one of their units holds too, and the first clash in
// words, as the workbook's checker says it: "two 5s in row 1 (r1c1 and r1c3)".
function clashes() {
  const cells = new Set(); let words = '';
  state.values.forEach((value, cell) => {
    if (!value) return;
    geometry().unitsOf(cell).forEach((unit) => {
      const peer = geometry().unitCells(unit).find((other) => other !== cell && state.values[other] === value);
      if (peer === undefined) return;
      cells.add(cell);
      if (!words) words = `two ${symbol(value)}s in ${geometry().unitName(unit)} (${cellName(Math.min(cell, peer))} and ${cellName(Math.max(cell, peer))})`;
    });
  });
  return { cells, words };
}

// A cell's marks with `value` added or taken out, its symbols in the workbook's order.
function toggled(marks, value) {
  const kept = new Set(marks || '');
  const s = symbol(value);
  if (kept.has(s)) kept.delete(s); else kept.add(s);
  return [...SYMBOLS].filter((c) => kept.has(c)).join('');
}

// ---------------------------------------------------------------- changes, undo and redo

// Makes the changes `after` (each {cell, value, marks}), keeping what they replace for undo.
function change(after) {
  const moved = after.filter((c) => c.value !== state.values[c.cell] || c.marks !== state.marks[c.cell]);
  if (!moved.length || readOnly()) return;
  const before = moved.map((c) => ({ cell: c.cell, value: state.values[c.cell], marks: state.marks[c.cell] }));
  state.history.push({ before, after: moved });
  state.future = [];
  apply(moved);
}

// Puts each cell of `cells` as it says, then forgets what the tutor said of the old position.
function apply(cells) {
  for (const c of cells) { state.values[c.cell] = c.value; state.marks[c.cell] = c.marks; }
  state.tutor = null;
  save(); draw();
  if (state.values.every((v) => v) && !clashes().cells.size) checkSolved();
}

// The position as it stands, to keep: the game a new puzzle replaces.
function snapshot() { return { ...state, tutor: null }; }

// Puts back the game `game`, keeping the one it replaces in `where` (its history or future).
function swapGame(game, where) {
  const left = snapshot();
  state = game;
  state[where].push({ game: left });
  build(); save(); draw();
  $('rating').textContent = state.rating || '';
}

// Undoes the last change, which redo makes again; the first undo after a new puzzle brings back
// the game before it.
function undo() {
  const last = state.history.pop();
  if (!last) return;
  if (last.game) { swapGame(last.game, 'future'); say('The game before, back: Redo returns to the new one.'); return; }
  state.future.push(last);
  apply(last.before);
  say('Undone.');
}

// Makes the last change undone again.
function redo() {
  const next = state.future.pop();
  if (!next) return;
  if (next.game) { swapGame(next.game, 'history'); say('Back to the new puzzle.'); return; }
  state.history.push(next);
  apply(next.after);
  say('Done again.');
}

// Writes `value` into the selected cell, as a value or as a mark as the mode says; 0 erases.
function enter(value, asMark) {
  const cell = state.selected;
  if (state.puzzle[cell]) { say(`${cellName(cell)} is a given.`); return; }
  if (value === 0) change([{ cell, value: 0, marks: state.values[cell] ? state.marks[cell] : null }]);
  else if (asMark || state.mode === 'marks') {
    if (!state.values[cell]) change([{ cell, value: 0, marks: toggled(state.marks[cell], value) || null }]);
  } else change([{ cell, value, marks: state.marks[cell] }]);
}

// Marks every empty cell with the values its peers leave open; a cell the player has marked keeps
// those of its marks still open, never one the player struck.
function fillMarks() {
  const filled = (cell) => {
    const open = openValues(cell).map(symbol);
    const own = state.marks[cell];
    return (own === null ? open : open.filter((s) => own.includes(s))).join('');
  };
  change(state.values.map((v, cell) => ({ cell, value: v, marks: v ? state.marks[cell] : filled(cell) })));
}

// Takes every pencil mark away.
function clearMarks() {
  change(state.values.map((v, cell) => ({ cell, value: v, marks: null })));
}

// True when the grid is only shown: larger than the page plays.
function readOnly() { return !state || state.side > LARGEST_PLAYED; }

// ---------------------------------------------------------------- the store

// Keeps the position in the browser, for a reload.
function save() {
  try { localStorage.setItem(STORE, JSON.stringify(snapshot())); } catch { /* private mode */ }
}

// The position kept by the last visit, if any.
function restore() {
  try { const kept = JSON.parse(localStorage.getItem(STORE)); return kept && kept.values ? kept : null; } catch { return null; }
}

// ---------------------------------------------------------------- drawing

// Makes the grid's cells (pages/grid.js) and the pad's buttons for the position's size.
function build() {
  const grid = $('grid');
  grid.className = `side-${state.side}`;
  buildGrid(grid, geometry()).forEach((div, cell) => {
    div.setAttribute('role', 'gridcell');
    div.addEventListener('mousedown', () => { state.selected = cell; save(); draw(); });
  });
  const pad = $('pad');
  pad.replaceChildren();
  for (let v = 1; v <= state.side; v += 1) {
    const button = document.createElement('button');
    button.type = 'button'; button.textContent = symbol(v); button.dataset.value = v;
    button.addEventListener('click', () => { enter(v, false); $('grid').focus(); });
    pad.append(button);
  }
}

// The marks of a cell (pages/grid.js): the symbols kept, and `roles` gives the class of the
// marks the tutor names there (pattern-mark, struck, needed), by symbol.
function cellMarks(cell, roles) {
  const kept = state.marks[cell] || '';
  const role = (v) => (roles && roles.get(symbol(v))) || '';
  return marksElement(geometry(), symbol, (v) => kept.includes(symbol(v)) || role(v) === 'needed', role, false);
}

// Draws every cell as the position and the tutor's last answer say.
function draw() {
  const clash = clashes();
  const marked = tutorMarks();
  for (const div of $('grid').children) {
    const cell = Number(div.dataset.cell);
    const value = state.values[cell];
    div.replaceChildren();
    if (value) {
      const span = document.createElement('span');
      span.className = 'value'; span.textContent = symbol(value);
      div.append(span);
    } else if (state.marks[cell] !== null || marked.roles.has(cell)) {
      div.append(cellMarks(cell, marked.roles.get(cell)));
    }
    const classes = { given: state.puzzle[cell] > 0, selected: cell === state.selected, clash: clash.cells.has(cell) };
    for (const [name, cells] of Object.entries(marked.cells)) classes[name] = cells.has(cell);
    for (const [name, on] of Object.entries(classes)) div.classList.toggle(name, on);
    div.setAttribute('aria-label', describeCell(cell, classes));
  }
  $('clash').textContent = clash.words ? `⚠ A clash: ${clash.words}.` : '';
  $('mode-values').setAttribute('aria-pressed', String(state.mode === 'values'));
  $('mode-marks').setAttribute('aria-pressed', String(state.mode === 'marks'));
  $('undo').disabled = !state.history.length;
  $('redo').disabled = !state.future.length;
  for (const id of ['erase', 'fill-marks', 'clear-marks', 'hint', 'mistakes', 'replay', 'mode-values', 'mode-marks']) $(id).disabled = readOnly();
  for (const button of $('pad').children) button.disabled = readOnly();
}

// What the grid's marks mean, each with a sample drawn as the grid draws it (pages/grid.js).
function legendEntries() {
  const value = (className) => {
    const span = document.createElement('span');
    span.className = `value ${className}`.trim(); span.textContent = '5';
    return span;
  };
  const mark = (role) => markSample('5', role);
  return [
    { classes: ['given'], content: value(''), words: 'a given' },
    { classes: [], content: value(''), words: 'a value placed' },
    { classes: ['clash'], content: value(''), words: 'a clash: dashed frame, !' },
    { classes: ['wrong'], content: value(''), words: 'a wrong value: crossed, ✗' },
    { classes: ['hint-unit'], content: '', words: 'the unit a hint looks at: shaded' },
    { classes: ['hint-pattern'], content: '', words: 'its pattern: dotted frame' },
    { classes: ['hint-target'], content: '', words: 'the cells it changes: thick frame' },
    { classes: [], content: mark('pattern-mark'), words: 'a mark of the pattern: framed' },
    { classes: [], content: mark('struck'), words: 'a mark struck: crossed out' },
    { classes: [], content: mark('needed'), words: 'a mark the solution needs: dashed frame' },
  ];
}

// What a screen reader says of a cell: its name, its value or marks, and what is marked on it.
function describeCell(cell, classes) {
  const what = state.values[cell] ? `${symbol(state.values[cell])}${classes.given ? ', given' : ''}`
    : `empty${state.marks[cell] ? `, marks ${state.marks[cell]}` : ''}`;
  const notes = Object.entries(classes).filter(([name, on]) => on && name !== 'given').map(([name]) => name.replace('-', ' '));
  return [cellName(cell), what, ...notes].join(', ');
}

// The cells the tutor's last answer marks, by class, and the roles of the marks it names, by
// cell: a hint's step from its second degree, and where the player went wrong.
function tutorMarks() {
  const cells = { 'hint-unit': new Set(), 'hint-pattern': new Set(), 'hint-target': new Set(), wrong: new Set() };
  const roles = new Map();
  const name = (cell, symbols, role) => {
    if (!roles.has(cell)) roles.set(cell, new Map());
    for (const s of symbols) roles.get(cell).set(s, role);
  };
  const tutor = state.tutor;
  const hinted = tutor && tutor.hint && tutor.degree >= 2 ? tutor.hint : null;
  const step = hinted && hinted.step;
  if (step) {
    // A step in the replay's form: only the fields its kind uses, values as numbers.
    const symbols = (values) => (values || []).map(symbol);
    const pattern = step.pattern || [];
    const changed = step.kind === 'elimination' ? step.cells : 'cell' in step ? [step.cell] : [];
    hinted.unit_cells.forEach((c) => cells['hint-unit'].add(c));
    pattern.forEach((c) => cells['hint-pattern'].add(c));
    changed.forEach((c) => cells['hint-target'].add(c));
    if (tutor.degree === 3 && step.kind === 'elimination') {
      pattern.forEach((c) => name(c, symbols(step.pattern_values || step.values), 'pattern-mark'));
      changed.forEach((c) => name(c, symbols(step.values), 'struck'));
    }
  }
  if (tutor && tutor.mistakes) {
    tutor.mistakes.wrong.forEach((w) => cells.wrong.add(w.cell));
    tutor.mistakes.struck.forEach((s) => name(s.cell, s.value, 'needed'));
  }
  return { cells, roles };
}

// Shows a sentence in the tutor's box.
function say(text) { $('message').textContent = text; }

// ---------------------------------------------------------------- the API

// POSTs `body` to the API route `path` (GET without a body), which `signal` may cancel; the
// answer's JSON, or null after saying what went wrong (nothing, once cancelled).
async function api(path, body, signal) {
  try {
    const response = await fetch(path, body === undefined ? {}
      : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), signal });
    const answer = await response.json();
    if (!response.ok) { say(answer.error || `The server answered ${response.status}.`); return response.status === 422 ? answer : null; }
    return answer;
  } catch (e) {
    if (e.name !== 'AbortError') say(`The server does not answer (${e.message}): is sudoku_play still running?`);
    return null;
  }
}

// The position as the API reads it.
function position() {
  const line = (values) => values.map((v) => symbol(v) || '.').join('');
  return { puzzle: line(state.puzzle), values: line(state.values), marks: state.marks };
}

// The next degree of the hint: the technique, then its cells, then the step.
async function hint() {
  if (readOnly()) return;
  if (!state.tutor || !state.tutor.hint) {
    // Presses while the answer is awaited share the one request, each adding a degree.
    const asked = JSON.stringify(position());
    hintAsked = hintAsked || api('/api/hint', position());
    const answer = await hintAsked;
    hintAsked = null;
    if (!answer || answer.error || JSON.stringify(position()) !== asked) return;
    if (!state.tutor || !state.tutor.hint) state.tutor = { hint: answer, degree: 0 };
  }
  const tutor = state.tutor;
  tutor.degree = Math.min(3, tutor.degree + 1);
  const { step, named, unit, text } = tutor.hint;
  if (!step) say(tutor.hint.wrong ? 'Something placed or struck is wrong already: ask where you went wrong.' : 'The grid is full.');
  else if (tutor.degree === 1) say(step.kind === 'guess' ? 'Hint 1 of 3: no technique finds a step here; the search would guess.' : `Hint 1 of 3: use ${named}.`);
  else if (tutor.degree === 2) say(`Hint 2 of 3: look at the marked cells${unit ? ` in ${unit}` : ''}.`);
  else say(`Hint 3 of 3: ${text}.`);
  draw();
}

// Asks where the player went wrong, and marks it.
async function mistakes() {
  if (readOnly()) return;
  const answer = await api('/api/mistakes', position());
  if (!answer || answer.error) return;
  state.tutor = { mistakes: answer };
  say(answer.text === 'nothing is wrong so far' ? 'Nothing is wrong so far.' : `Where you went wrong: ${answer.text}.`);
  draw();
}

// Tells the player a full grid without clashes is the solution, or where it is wrong.
async function checkSolved() {
  const answer = await api('/api/mistakes', position());
  if (answer && !answer.error && !answer.wrong.length) say('Solved: every value is right.');
}

// Opens the replay page of the chosen stage solving the position, in a new tab.
async function showReplay() {
  const tab = window.open('', '_blank');  // now, while the click allows a new tab
  const response = await fetch('/api/replay', { method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...position(), stage: $('replay-stage').value }) });
  if (!response.ok) { if (tab) tab.close(); say((await response.json()).error); return; }
  const page = URL.createObjectURL(new Blob([await response.text()], { type: 'text/html' }));
  if (tab) tab.location.href = page; else say('The browser blocked the new tab: allow this page to open one.');
}

// Starts playing `line` (with its marks), then asks for its rating. A game in progress stays in
// the new one's undo history.
async function play(line, marks, rating) {
  const before = state && !readOnly() && state.history.length ? snapshot() : null;
  state = newState(line, marks);
  if (before) state.history.push({ game: before });
  build(); save(); draw();
  say(readOnly() ? `A ${state.side}x${state.side} grid is shown, not played: the page plays up to 16x16.` : 'Your move.');
  if (rating) showRating(rating);
  else { $('rating').textContent = 'Rating…'; const rated = await api('/api/rate', { puzzle: line }); if (rated && !rated.error) showRating(rated); }
}

// Shows a puzzle's rating on both scales.
function showRating(rated) {
  const size = `${state.side}x${state.side}`;
  if (rated.solutions !== 1) {
    state.rating = `${size}: ${rated.solutions === 0 ? 'no solution' : rated.solutions === null ? 'too hard to rate' : 'more than one solution'}; the tutor needs one.`;
  } else {
    const se = rated.se ? ` · Sudoku Explainer: ${rated.se.level}, SE ${rated.se.score}` : '';
    state.rating = `${size} · stage 5: ${rated.stage5.level}, score ${rated.stage5.score}${se}`;
  }
  $('rating').textContent = state.rating;
  save();
}

// Reads a text's puzzles, lists its errors, and plays the first.
async function loadText(text, name) {
  const answer = await api('/api/read', { text, name });
  $('errors').replaceChildren();
  if (!answer) return;
  for (const error of answer.errors || []) {
    const li = document.createElement('li');
    li.textContent = `line ${error.line}${error.column ? `, column ${error.column}` : ''}: ${error.message}`;
    $('errors').append(li);
  }
  if (!answer.puzzles) return;
  const which = $('which');
  which.replaceChildren(...answer.puzzles.map((p, i) => new Option(`${i + 1} of ${answer.puzzles.length} (line ${p.line})`, i)));
  $('choice').hidden = answer.puzzles.length < 2;
  which.onchange = () => play(answer.puzzles[which.value].puzzle, answer.puzzles[which.value].marks);
  await play(answer.puzzles[0].puzzle, answer.puzzles[0].marks);
}

// Asks stage 5 for a puzzle of the chosen size and level; Make one waits, and Cancel stops it.
async function generate() {
  const making = new AbortController();
  $('generate').disabled = true;
  $('cancel-make').hidden = false;
  $('cancel-make').onclick = () => making.abort();
  say(`Making a puzzle… (at most ${mostSeconds} s; Cancel stops)`);
  const made = await api('/api/generate', { size: Number($('size').value), scale: $('scale').value, level: $('level').value }, making.signal);
  $('generate').disabled = false;
  $('cancel-make').hidden = true;
  if (making.signal.aborted) say('No puzzle made: cancelled.');
  else if (made && made.puzzle) await play(made.puzzle, null, made.rating);
}

// ---------------------------------------------------------------- keys and buttons

// The value a key stands for in this grid, or 0.
function valueOfKey(key) {
  const at = SYMBOLS.indexOf(key.length === 1 && state.side <= 35 ? key.toUpperCase() : key);
  return at >= 0 && at < state.side ? at + 1 : 0;
}

// The keyboard: arrows move, symbols write (a mark with Shift), Backspace erases, N switches
// the mode, Ctrl+Z and Ctrl+Y undo and redo, H asks for a hint.
function onKey(event) {
  if (!state || ['INPUT', 'TEXTAREA', 'SELECT'].includes(event.target.tagName)) return;
  const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -state.side, ArrowDown: state.side };
  const ctrl = event.ctrlKey || event.metaKey;
  // Shift with a symbol writes a mark; Shift+1 types '!', so a digit is read from its key.
  const typed = event.shiftKey && /^(Digit|Numpad)[1-9]$/.test(event.code) ? event.code.slice(-1) : event.key;
  if (moves[event.key]) {
    state.selected = (state.selected + moves[event.key] + state.values.length) % state.values.length;
    save(); draw();
  } else if (ctrl && event.key.toLowerCase() === 'z') (event.shiftKey ? redo : undo)();
  else if (ctrl && event.key.toLowerCase() === 'y') redo();
  else if (ctrl || event.altKey) return;
  else if (['Backspace', 'Delete', '0', '.'].includes(event.key)) enter(0);
  else if (valueOfKey(typed)) enter(valueOfKey(typed), event.shiftKey);
  else if (event.key.toLowerCase() === 'n') { state.mode = state.mode === 'values' ? 'marks' : 'values'; save(); draw(); }
  else if (event.key.toLowerCase() === 'h') hint();
  else return;
  event.preventDefault();
}

// Wires the buttons, fills the lists from the API, and plays the kept position or waits.
async function start() {
  const clicks = { erase: () => enter(0), undo, redo, 'fill-marks': fillMarks, 'clear-marks': clearMarks, hint, mistakes,
    replay: showReplay, 'load-text': () => loadText($('paste').value, 'pasted'), generate,
    'mode-values': () => { state.mode = 'values'; draw(); }, 'mode-marks': () => { state.mode = 'marks'; draw(); } };
  for (const [id, act] of Object.entries(clicks)) $(id).addEventListener('click', () => { if (state || id.startsWith('load') || id === 'generate') act(); });
  $('file').addEventListener('change', async () => { const file = $('file').files[0]; if (file) await loadText(await file.text(), file.name); });
  document.addEventListener('keydown', onKey);
  $('legend').append(legendElement(legendEntries()));
  const info = await api('/api/info');
  if (info) {
    $('replay-stage').replaceChildren(...info.stages.map((s) => new Option(s.replace('stage', 'stage '), s)), new Option('the four stages', 'all'));
    // The levels stage 5 makes at the chosen size within the time the page states; the level
    // chosen stays where the new list has it.
    const levels = () => {
      const chosen = $('level').value;
      const offered = info.offered[$('size').value][$('scale').value];
      $('level').replaceChildren(...offered.map((l) => new Option(l)));
      if (offered.includes(chosen)) $('level').value = chosen;
    };
    $('scale').addEventListener('change', levels);
    $('size').addEventListener('change', levels);
    levels();
    mostSeconds = info.most_seconds;
    $('level-note').textContent = `The levels stage 5 makes at this size within ${mostSeconds} s.`;
  }
  const kept = restore();
  if (kept) {
    state = kept; build(); draw();
    $('rating').textContent = state.rating || '';
    say('Your position, as you left it.');
  }
  document.body.dataset.ready = 'true';
}

start();
