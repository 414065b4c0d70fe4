'use strict';
// The replay page: the steps each stage reported while it solved one puzzle, played back on a
// board per stage, side by side, all at one position: the state after that many steps. The page
// keeps the rules of replay/src/replay_board.cpp, which the tests check every trace against.
// The grid and its marks are drawn by the workbook's shared script, pages/grid.js, before this.
/* global gridGeometry, buildGrid, marksElement, markSample, legendElement */

// Any error of this script is shown on the page, for a reader and for the browser test.
window.addEventListener('error', (event) => {
  const box = document.getElementById('errors');
  box.hidden = false;
  box.textContent += `${event.message} `;
});

const data = JSON.parse(document.getElementById('traces').textContent);
const { side, box: boxSize, symbols, givens } = data.puzzle;
// The values a player placed after the givens, where the solves start from a position.
const placed = data.puzzle.placed || givens.map(() => 0);
const cellCount = side * side;
const KINDS = ['placement', 'elimination', 'guess', 'backtrack', 'contradiction'];

// ---- Geometry and names, as the workbook writes them ----------------------------------------

// The grid's geometry (grid.js): cell names, units and peers, as sudoku::Geometry numbers them.
const geometry = gridGeometry(side, boxSize);
const { cellName, unitCells, peers } = geometry;
// 1,234,567.
const number = (n) => n.toLocaleString('en-US');

// ---- A board played back from steps --------------------------------------------------------

// The values, the candidates struck and the changes in place (replay_board.cpp's rules).
class Board {
  constructor() {
    this.values = givens.map((v, cell) => v || placed[cell]);
    this.struck = Array.from({ length: cellCount }, () => new Set());
    this.stack = [];
  }
  // Does a change and pushes it: a value, or candidates struck.
  redo(change) {
    if (change.kind === 'elimination') {
      for (const [cell, values] of change.struck) values.forEach((v) => this.struck[cell].add(v));
    } else {
      this.values[change.cell] = change.value;
    }
    this.stack.push(change);
  }
  // Applies one step; a backtrack undoes its guess and everything after it.
  apply(step) {
    if (step.kind === 'placement' || step.kind === 'guess') {
      this.redo({ kind: step.kind, cell: step.cell, value: step.value });
    } else if (step.kind === 'elimination') {
      const struck = [];
      for (const cell of step.cells) {
        const newly = step.values.filter((v) => !this.struck[cell].has(v));
        if (newly.length > 0) struck.push([cell, newly]);
      }
      this.redo({ kind: 'elimination', struck });
    } else if (step.kind === 'backtrack') {
      while (this.stack.length > 0) {
        const last = this.stack.pop();
        if (last.kind === 'elimination') {
          for (const [cell, values] of last.struck) values.forEach((v) => this.struck[cell].delete(v));
        } else {
          this.values[last.cell] = 0;
          if (last.kind === 'guess' && last.cell === step.cell && last.value === step.value) break;
        }
      }
    }
  }
  // The values a cell may still take: not held by a peer, not struck.
  candidates(cell) {
    const taken = new Set(peers[cell].map((peer) => this.values[peer]));
    const result = [];
    for (let v = 1; v <= side; ++v) {
      if (!taken.has(v) && !this.struck[cell].has(v)) result.push(v);
    }
    return result;
  }
}

// ---- A trace: its kept steps, where they stand in the solve, and the counts ----------------

// One stage's solve as the page knows it: the head, and after a gap the tail.
class Trace {
  constructor(json) {
    Object.assign(this, json);
    this.total = KINDS.reduce((sum, kind) => sum + json.steps[kind], 0);
    this.tailStart = json.gap ? json.gap.start : json.head.length;
    // Running counts of each kind: before step i of the head, and of the tail.
    this.headCounts = running(json.head, Object.fromEntries(KINDS.map((k) => [k, 0])));
    this.tailCounts = json.gap ? running(json.tail, json.gap.before) : [];
    this.cache = null;  // the last board drawn, to step forward from
    this.repeats = repeatedGuesses(this);
  }
  // The step that position p (1 to total) took, or null where it was left out.
  stepAt(p) {
    if (p >= 1 && p <= this.head.length) return this.head[p - 1];
    if (this.gap && p > this.tailStart && p <= this.total) return this.tail[p - this.tailStart - 1];
    return null;
  }
  // True when the board after p steps is known (kept, or the start of the tail).
  kept(p) {
    return p >= 0 && p <= this.total && (p <= this.head.length || p >= this.tailStart);
  }
  // The counts of each kind after p steps (a kept position).
  countsAt(p) {
    return p <= this.head.length ? this.headCounts[p] : this.tailCounts[p - this.tailStart];
  }
  // The board after p steps (a kept position), stepping on from the last one drawn if it can.
  boardAt(p) {
    const sameSide = (a) => (a <= this.head.length) === (p <= this.head.length);
    if (!this.cache || this.cache.p > p || !sameSide(this.cache.p)) {
      const board = new Board();
      if (p > this.head.length) this.gap.stack.forEach((change) => board.redo(change));
      this.cache = { p: p > this.head.length ? this.tailStart : 0, board };
    }
    while (this.cache.p < p) this.cache.board.apply(this.stepAt(++this.cache.p));
    return this.cache.board;
  }
}

// The guesses a trace made again from the same grid: position -> the position of the first.
// A search that remembers what it tried never does; the source's back-play of stage 2 does.
function repeatedGuesses(trace) {
  const repeats = new Map();
  const seen = new Map();
  const walk = (steps, board, first) => steps.forEach((step, i) => {
    if (step.kind === 'guess') {
      const key = `${board.values.join(',')} ${step.cell}=${step.value}`;
      if (seen.has(key)) repeats.set(first + i, seen.get(key));
      else seen.set(key, first + i);
    }
    board.apply(step);
  });
  walk(trace.head, new Board(), 1);
  if (trace.gap) {
    const board = new Board();
    trace.gap.stack.forEach((change) => board.redo(change));
    walk(trace.tail, board, trace.tailStart + 1);
  }
  return repeats;
}

// For each i, the counts of each kind in steps[0..i), starting from `start`.
function running(steps, start) {
  const counts = [{ ...start }];
  for (const step of steps) {
    const next = { ...counts[counts.length - 1] };
    ++next[step.kind];
    counts.push(next);
  }
  return counts;
}

// ---- Stage 5's dig: its checks, each a step ---------------------------------------------------

// The dig that made the puzzle: the grid after p checks is the complete grid with every cell
// emptied by a check that held; a check that failed on cells never tried again made them clues.
class Dig {
  constructor(json) {
    this.variant = 'stage5_dig';
    this.stage = 'stage5';
    this.json = json;
    this.head = json.checks;
    this.total = this.head.length;
    this.tailStart = this.total;
    this.gap = null;
  }
  kept(p) { return p >= 0 && p <= this.total; }
  stepAt(p) { return p >= 1 && p <= this.total ? this.head[p - 1] : null; }
  // The values after p checks, and the cells made clues for good by then.
  stateAt(p) {
    const values = this.json.solution.slice();
    const clues = new Set();
    for (const check of this.head.slice(0, p)) {
      if (check.holds) check.cells.forEach((cell) => { values[cell] = 0; });
      else if (check.final) check.cells.forEach((cell) => clues.add(cell));
    }
    return { values, clues };
  }
}

const traces = data.traces.map((json) => new Trace(json));
if (data.dig) traces.push(new Dig(data.dig));
const end = Math.max(0, ...traces.map((trace) => trace.total));

// ---- Positions: the steps any trace kept -----------------------------------------------------

// The next position after p that some trace kept and has not finished, or p at the end.
function nextPosition(p) {
  let best = Infinity;
  for (const trace of traces) {
    if (p + 1 > trace.total) continue;
    best = Math.min(best, trace.kept(p + 1) ? p + 1 : trace.tailStart);
  }
  return best === Infinity ? p : best;
}
// Every position some trace kept, in order: the scrub bar's stops, so that it spans the steps
// the page can show rather than the gaps between them.
const stops = (() => {
  const kept = new Set([0, end]);
  for (const trace of traces) {
    for (let p = 0; p <= Math.min(trace.head.length, trace.total); p += 1) kept.add(p);
    for (let p = trace.tailStart; p <= trace.total; p += 1) kept.add(p);
  }
  return [...kept].sort((a, b) => a - b);
})();
// The stop at or before position p.
function stopAt(p) {
  let low = 0;
  let high = stops.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (stops[middle] <= p) low = middle; else high = middle - 1;
  }
  return low;
}
// Marks on the scrub bar where steps are left out, each with how many.
function drawBreaks() {
  const breaks = document.getElementById('breaks');
  for (let i = 1; i < stops.length; i += 1) {
    const left = stops[i] - stops[i - 1] - 1;
    if (left < 1) continue;
    const mark = element('span', 'break', `\u2016 ${number(left)} steps left out`);
    // At its place on the bar, the words shifted so that they stay over it at either end.
    const at = (i - 0.5) / (stops.length - 1);
    mark.style.left = `${100 * at}%`;
    mark.style.transform = `translateX(${-100 * at}%)`;
    breaks.append(mark);
  }
}

// The position before p that some trace kept, or 0.
function previousPosition(p) {
  let best = 0;
  for (const trace of traces) {
    const q = Math.min(p - 1, trace.total);
    if (q < 0) continue;
    best = Math.max(best, trace.kept(q) ? q : trace.head.length);
  }
  return best;
}
// The next (or, going back, previous) position of the lead trace whose step is of `kind`.
function findStep(trace, p, kind, forward) {
  for (let q = forward ? p + 1 : p - 1; q >= 1 && q <= trace.total; q += forward ? 1 : -1) {
    const step = trace.stepAt(q);
    if (step && step.kind === kind) return q;
    if (!step && q > trace.head.length && q < trace.tailStart) q = forward ? trace.tailStart : trace.head.length + 1;
  }
  return p;
}

// ---- Drawing ----------------------------------------------------------------------------------

// What a variant does differently from its stage, when it is not the stage's own way.
const VARIANT_NOTES = {
  stage2_as_source: 'undoes its history to the last guess as the source does: it strikes the failed value only, so values that failed before are tried again',
};
const STAGE_NOTES = {
  stage5: 'empties the cells of a complete grid in a random order, in runs, and checks each time that the puzzle keeps one solution: a run that fails is tried again in fewer cells, and a single cell that fails stays a clue',
  stage1: 'tries the values of each empty cell in reading order, and steps back when one has none left',
  stage2: 'deduces what it can, guesses, and undoes its history to the last guess when it fails',
  stage3: 'fills the forced cells, then branches on the cell with the fewest candidates (the numbers in its cells)',
  stage4: 'strikes candidates by named techniques, and guesses only when none applies',
};

// Makes an element with a class and text.
function element(tag, className, text) {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

// The panel of one trace: its title, grid, counters, caption and, for stage 2, its history.
function buildPanel(trace, index) {
  const panel = element('section', `trace ${trace.stage}`);
  panel.id = `t${index}`;
  panel.dataset.variant = trace.variant;
  panel.append(element('h2', '', trace.variant));
  panel.append(element('p', 'note', VARIANT_NOTES[trace.variant] || STAGE_NOTES[trace.stage] || ''));
  const grid = element('div', 'grid');
  buildGrid(grid, geometry).forEach((div, cell) => {
    div.id = `t${index}-c${cell}`;
    div.addEventListener('click', () => predicted(index, cell));
  });
  const body = element('div', 'body');
  body.append(grid);
  if (trace.stage === 'stage2') body.append(element('ol', 'history'));
  panel.append(body);
  const counters = element('dl', 'counters');
  counters.id = `t${index}-counters`;
  panel.append(counters);
  const caption = element('p', 'caption');
  caption.id = `t${index}-caption`;
  caption.setAttribute('aria-live', 'polite');
  panel.append(caption);
  const repeat = element('p', 'repeat');
  repeat.id = `t${index}-repeat`;
  panel.append(repeat);
  if (trace.stage === 'stage5') {
    const clues = data.puzzle.givens.filter((v) => v !== 0).length;
    panel.append(element('p', 'stats', `stage5_generator --seed ${trace.json.seed}: ` +
        `${number(trace.json.holes)} holes asked, ${number(clues)} clues left after ` +
        `${number(trace.total)} checks (${trace.json.proof === 'count' ? 'each a count of up to ' +
        'two solutions, within ' + number(trace.json.check_nodes) + ' nodes' : 'each by naked and hidden singles alone'})`));
    return panel;
  }
  const stats = trace.stats;
  panel.append(element('p', 'stats', `--stats at the end: ${trace.outcome}, ${number(stats.nodes)} nodes, ` +
      `${number(stats.guesses)} guesses, ${number(stats.deductions)} deductions, ` +
      `${number(stats.backtracks)} backtracks; ${number(trace.total)} steps reported` +
      (trace.gap ? `, of which the page keeps the first ${number(trace.head.length)} and the last ${number(trace.tail.length)}` : '')));
  return panel;
}

// The symbol of a value.
const symbol = (value) => symbols[value - 1];

// Empties a cell of the grid: its content and every class but its place in the boxes.
function clearCell(div) {
  div.className = div.className.split(' ').filter((c) => c === 'cell' || c.startsWith('box-')).join(' ');
  div.replaceChildren();
}

// Draws one cell: its value, or its pencil marks (stage 4) or candidate count (stage 3).
function drawCell(div, trace, board, cell, step) {
  clearCell(div);
  const value = board.values[cell];
  if (givens[cell] !== 0) {
    div.classList.add('given');
    div.textContent = symbol(value);
    return;
  }
  if (placed[cell] !== 0 && value === placed[cell]) {
    div.classList.add('before');
    div.title = 'placed before the solve';
    div.textContent = symbol(value);
    return;
  }
  if (value !== 0) {
    div.classList.add('filled');
    div.textContent = symbol(value);
    return;
  }
  div.classList.add('empty');
  if (trace.stage === 'stage3') {
    div.append(element('span', 'count', String(board.candidates(cell).length)));
  } else if (trace.stage === 'stage4') {
    div.append(pencilMarks(board, cell, step));
  }
}

// Stage 4's pencil marks of an empty cell, those the step strikes crossed out and those of its
// pattern framed. Above 16x16 there is no room for them all: only the ones the step is about.
function pencilMarks(board, cell, step) {
  const candidates = new Set(board.candidates(cell));
  const struckHere = step && step.kind === 'elimination' && step.cells.includes(cell) ? step.values : [];
  const pattern = step && step.pattern && step.pattern.includes(cell) ? step.pattern_values || [] : [];
  const role = (v) => (struckHere.includes(v) ? 'struck' : pattern.includes(v) && candidates.has(v) ? 'pattern-mark' : '');
  const shown = side > 16 ? (v) => role(v) !== '' : (v) => candidates.has(v) || struckHere.includes(v);
  return marksElement(geometry, symbol, shown, role, side > 16);
}

// Marks the cells the step at this position is about, by role.
function markStep(panel, index, step) {
  if (!step) return;
  const mark = (cell, role) => {
    const div = document.getElementById(`t${index}-c${cell}`);
    if (div) div.classList.add(role);
  };
  if (step.unit !== undefined) unitCells(step.unit).forEach((cell) => mark(cell, 'unit'));
  (step.pattern || []).forEach((cell) => mark(cell, 'pattern'));
  (step.cells || []).forEach((cell) => mark(cell, 'target'));
  if (step.cell === undefined) return;
  const role = { placement: 'placed', guess: 'guessed', backtrack: 'undone', contradiction: 'dead' }[step.kind];
  mark(step.cell, role);
  if (step.kind === 'guess' || step.kind === 'placement') mark(step.cell, 'current');
}

// The counters at p, as the stage counts them.
function drawCounters(list, counts) {
  drawCounterList(list, [
    ['nodes', counts.placement + counts.guess],
    ['guesses', counts.guess],
    ['deductions', counts.placement],
    ['eliminations', counts.elimination],
    ['backtracks', counts.backtrack],
    ['dead ends', counts.contradiction],
  ]);
}

// A list of counters, each a name and a number.
function drawCounterList(list, shown) {
  list.replaceChildren();
  for (const [name, count] of shown) {
    const item = element('div', 'counter');
    item.dataset.name = name;
    item.append(element('dt', '', name), element('dd', '', number(count)));
    list.append(item);
  }
}

// Stage 2's history beside its grid: what is in place, newest first, guesses told apart.
function drawHistory(list, board) {
  list.replaceChildren();
  const shown = board.stack.filter((change) => change.kind !== 'elimination');
  const newest = shown.slice(-14).reverse();
  for (const change of newest) {
    const guess = change.kind === 'guess';
    list.append(element('li', guess ? 'guess' : 'deduction',
        `${cellName(change.cell)} = ${symbol(change.value)} ${guess ? '? guess' : '. deduced'}`));
  }
  if (shown.length > newest.length) list.append(element('li', 'more', `... ${shown.length - newest.length} more`));
  list.setAttribute('aria-label', `history: ${shown.length} values in place`);
}

// The sentence under a grid: the step just taken, or why there is none.
function captionAt(trace, p) {
  if (p === 0) {
    const before = placed.filter((v) => v !== 0).length;
    return `the puzzle: ${givens.filter((v) => v !== 0).length} givens` +
        (before ? `, and ${before} values placed before the solve` : '');
  }
  if (p > trace.total) return `finished after step ${number(trace.total)}: ${trace.outcome}`;
  if (!trace.kept(p)) {
    return `steps ${number(trace.head.length + 1)} to ${number(trace.tailStart)} are left out of ` +
        `this page; shown: the grid after step ${number(trace.head.length)}`;
  }
  const step = trace.stepAt(p);
  return step ? `step ${number(p)}: ${step.text}` : `step ${number(p)}`;
}

// Draws the dig after p checks: the values standing, the cells of check p emptied (their value
// struck through) or put back (framed), where its second solution differs, and the counters.
function drawDig(trace, index, p) {
  const at = Math.min(p, trace.total);
  const { values, clues } = trace.stateAt(at);
  const step = trace.stepAt(at);
  const other = new Map(step ? step.other : []);
  for (let cell = 0; cell < cellCount; ++cell) {
    const div = document.getElementById(`t${index}-c${cell}`);
    clearCell(div);
    if (values[cell] !== 0) {
      div.classList.add(clues.has(cell) ? 'clue' : 'given');
      div.textContent = symbol(values[cell]);
    } else {
      div.classList.add('empty');
    }
    if (step && step.cells.includes(cell)) {
      div.classList.add(step.holds ? 'emptied' : 'put-back');
      if (step.holds) div.append(element('span', 'ghost', symbol(trace.json.solution[cell])));
    }
    if (other.has(cell)) div.append(element('span', 'other', symbol(other.get(cell))));
  }
  const empty = values.filter((v) => v === 0).length;
  drawCounterList(document.getElementById(`t${index}-counters`),
      [['checks', at], ['holes', empty], ['clues', cellCount - empty], ['clues for good', clues.size]]);
  document.getElementById(`t${index}-caption`).textContent =
      p === 0 ? `the complete grid: the dig asks for ${number(trace.json.holes)} holes`
      : p > trace.total ? `finished after check ${number(trace.total)}: ${number(cellCount - empty)} clues`
      : `check ${number(p)}: ${step.text}`;
}

// What the grids' marks mean, each with a sample drawn as the grids draw it (grid.js).
function legendEntries() {
  const one = symbol(1);
  const mark = (role) => markSample(one, role);
  const entries = [
    { classes: ['given'], content: one, words: 'a given, in bold' },
    { classes: ['filled', 'placed'], content: one, words: 'a value placed by a rule, underlined' },
    { classes: ['filled', 'guessed'], content: one, words: 'a guess, in italics in a dotted frame' },
    { classes: ['unit'], content: '', words: 'the unit a step looks at, shaded' },
    { classes: ['pattern'], content: '', words: 'the pattern of a technique, in a double frame' },
    { classes: ['empty'], content: mark('pattern-mark'), words: 'a mark of the pattern, framed' },
    { classes: ['empty'], content: mark('struck'), words: 'a mark the step strikes, crossed out' },
    { classes: ['filled', 'current'], content: one, words: 'the cell of the step, in a thick frame' },
    { classes: ['undone'], content: one, words: 'a value undone, in a dashed frame with \u21A9' },
    { classes: ['dead'], content: '', words: 'a dead end, in a dashed frame' },
  ];
  if (data.puzzle.placed) entries.push({ classes: ['before'], content: one, words: 'placed before the solve (yours), grey, with a dot' });
  if (!data.dig) return entries;
  return entries.concat([
    { classes: ['emptied'], content: element('span', 'ghost', one), words: 'just emptied by the dig, struck through in a dashed frame' },
    { classes: ['put-back'], content: one, words: 'put back, in a thick frame with \u21A9' },
    { classes: ['clue'], content: one, words: 'a clue for good, double underlined' },
    { classes: ['empty'], content: element('span', 'other', one), words: 'the second solution\'s value, small, after \u2260' },
  ]);
}

// Draws every trace at position p.
function draw(p) {
  traces.forEach((trace, index) => {
    if (trace.stage === 'stage5') return drawDig(trace, index, p);
    const panel = document.getElementById(`t${index}`);
    const at = Math.min(p, trace.total);
    const shownAt = trace.kept(at) ? at : trace.head.length;
    const board = trace.boardAt(shownAt);
    const step = shownAt === at ? trace.stepAt(at) : null;
    panel.classList.toggle('left-out', shownAt !== at);
    panel.classList.toggle('finished', p > trace.total);
    for (let cell = 0; cell < cellCount; ++cell) {
      drawCell(document.getElementById(`t${index}-c${cell}`), trace, board, cell, step);
    }
    markStep(panel, index, step);
    drawCounters(document.getElementById(`t${index}-counters`), trace.countsAt(shownAt));
    document.getElementById(`t${index}-caption`).textContent = captionAt(trace, p);
    const first = shownAt === at ? trace.repeats.get(at) : undefined;
    document.getElementById(`t${index}-repeat`).textContent = first === undefined ? '' :
      `\u27F2 the same guess, from the same grid, as at step ${number(first)}: the search does not remember that it tried it`;
    if (trace.stage === 'stage2') drawHistory(panel.querySelector('.history'), board);
  });
  document.getElementById('position').textContent = `step ${number(p)} of ${number(end)}`;
  document.getElementById('scrub').value = stopAt(p);
}

// ---- The controls -----------------------------------------------------------------------------

let position = 0;
let timer = null;
let waiting = null;  // a prediction asked for: { index, cell } of the step the lead trace takes next

const lead = () => traces[Number(document.getElementById('lead').value) || 0];

// Goes to position p and writes it in the address, so that a teacher can link the moment.
function go(p) {
  position = Math.max(0, Math.min(end, p));
  waiting = null;
  draw(position);
  history.replaceState(null, '', `#step=${position}`);
}

// One step forward, unless the reader asked to predict it first.
function stepForward() {
  const next = nextPosition(position);
  if (next === position) return pause();
  const trace = lead();
  const step = trace.stepAt(next);
  const index = traces.indexOf(trace);
  if (document.getElementById('predict').checked && step && step.cell !== undefined &&
      (step.kind === 'guess' || step.kind === 'placement') && next === position + 1) {
    pause();
    waiting = { index, cell: step.cell, next };
    document.getElementById(`t${index}-caption`).textContent =
        `what comes next? Click the cell ${trace.variant} fills at step ${number(next)}.`;
    return;
  }
  go(next);
}

// The reader's answer to "what comes next?"; a click in another stage's grid is not one.
function predicted(index, cell) {
  if (!waiting) return;
  if (waiting.index !== index) {
    document.getElementById(`t${waiting.index}-caption`).textContent =
        `what comes next? That was ${traces[index].variant}'s grid: click the cell ` +
        `${traces[waiting.index].variant} fills at step ${number(waiting.next)}, in its own grid.`;
    return;
  }
  const { cell: right, next } = waiting;
  go(next);
  const caption = document.getElementById(`t${index}-caption`);
  caption.textContent = (cell === right ? `yes, ${cellName(cell)}. ` : `no: not ${cellName(cell)} but ${cellName(right)}. `) +
      caption.textContent;
}

function pause() {
  clearInterval(timer);
  timer = null;
  document.getElementById('play').textContent = '\u25B6 play';
}

function play() {
  if (timer) return pause();
  if (position >= end) go(0);
  const speed = Number(document.getElementById('speed').value);
  timer = setInterval(stepForward, 1000 / speed);
  document.getElementById('play').textContent = '\u2016 pause';
}

// Changes the speed by one choice up or down.
function changeSpeed(by) {
  const select = document.getElementById('speed');
  select.selectedIndex = Math.max(0, Math.min(select.options.length - 1, select.selectedIndex + by));
  if (timer) { pause(); play(); }
}

// The position the address names, if any.
function positionInAddress() {
  const match = /step=(\d+)/.exec(location.hash);
  return match ? Number(match[1]) : 0;
}

function setUp() {
  document.title = `Replay: ${data.puzzle.name}`;
  document.getElementById('title').textContent = `Replay: ${data.puzzle.name}, ${side}x${side}`;
  document.getElementById('about').textContent =
      `The steps each stage reported while it solved this puzzle, side by side at the same step. ` +
      `Each solve keeps its first ${number(data.bound.first)} and last ${number(data.bound.last)} steps.`;
  const view = document.getElementById('traces-view');
  traces.forEach((trace, index) => view.append(buildPanel(trace, index)));
  const leadSelect = document.getElementById('lead');
  traces.forEach((trace, index) => leadSelect.append(new Option(trace.variant, index)));
  if (data.dig) {
    // A dig has no guess nor backtrack to jump to, and no cell to predict.
    for (const id of ['previous-guess', 'next-guess', 'previous-backtrack', 'next-backtrack']) {
      document.getElementById(id).hidden = true;
    }
    document.getElementById('predict').parentElement.hidden = true;
    document.getElementById('about').textContent =
        'The checks of the dig that made this puzzle, one step each: the cells it emptied, and ' +
        'whether the puzzle kept one solution without them.';
  }
  document.getElementById('legend').append(legendElement(legendEntries()));
  const scrub = document.getElementById('scrub');
  scrub.max = stops.length - 1;
  scrub.addEventListener('input', () => { pause(); go(stops[Number(scrub.value)]); });
  drawBreaks();
  const on = (id, action) => document.getElementById(id).addEventListener('click', action);
  on('start', () => { pause(); go(0); });
  on('back', () => { pause(); go(previousPosition(position)); });
  on('play', play);
  on('forward', () => { pause(); stepForward(); });
  on('end', () => { pause(); go(end); });
  on('next-guess', () => go(findStep(lead(), position, 'guess', true)));
  on('previous-guess', () => go(findStep(lead(), position, 'guess', false)));
  on('next-backtrack', () => go(findStep(lead(), position, 'backtrack', true)));
  on('previous-backtrack', () => go(findStep(lead(), position, 'backtrack', false)));
  on('solution', () => go(lead().total));
  document.getElementById('speed').addEventListener('change', () => { if (timer) { pause(); play(); } });
  document.addEventListener('keydown', onKey);
  // A button or box with the focus would take Space as a click when the key comes up.
  document.addEventListener('keyup', (event) => { if (event.key === ' ' && event.target.tagName !== 'SELECT') event.preventDefault(); });
  window.addEventListener('hashchange', () => go(positionInAddress()));
  go(positionInAddress());
}

// The keys: each control's. Space always plays or pauses, whichever control has the focus.
function onKey(event) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  // A control with the focus keeps its own keys: a list all of them, the bar its arrows.
  const tag = event.target.tagName;
  const range = tag === 'INPUT' && event.target.type === 'range';
  if (tag === 'SELECT' || (range && event.key.startsWith('Arrow'))) return;
  const keys = {
    ' ': play,
    ArrowRight: () => { pause(); stepForward(); },
    ArrowLeft: () => { pause(); go(previousPosition(position)); },
    Home: () => go(0),
    End: () => go(end),
    g: () => go(findStep(lead(), position, 'guess', true)),
    G: () => go(findStep(lead(), position, 'guess', false)),
    b: () => go(findStep(lead(), position, 'backtrack', true)),
    B: () => go(findStep(lead(), position, 'backtrack', false)),
    s: () => go(lead().total),
    '+': () => changeSpeed(1),
    '-': () => changeSpeed(-1),
    p: () => { const box = document.getElementById('predict'); box.checked = !box.checked; },
  };
  if (!keys[event.key]) return;
  event.preventDefault();
  keys[event.key]();
}

setUp();
