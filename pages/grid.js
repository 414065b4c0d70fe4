'use strict';
// The grid the workbook's pages draw, the replay page and the play page: its geometry, numbered
// as sudoku::Geometry numbers it, its cells with thick lines between the boxes, and a cell's
// pencil marks. Each page embeds this script before its own, which draws what it shows on top:
// the steps of a solve, or a game and its tutor.
/* exported gridGeometry, buildGrid, marksElement, markSample, legendElement */

// The geometry of a side x side grid of box x box boxes: the names of its cells and units, the
// cells of each unit (rows first, then columns, then boxes), and each cell's units and peers.
function gridGeometry(side, box) {
  const cellCount = side * side;
  const rowOf = (cell) => Math.floor(cell / side);
  const columnOf = (cell) => cell % side;
  const boxOf = (cell) => Math.floor(rowOf(cell) / box) * box + Math.floor(columnOf(cell) / box);
  // "r3c5" for a cell number.
  const cellName = (cell) => `r${rowOf(cell) + 1}c${columnOf(cell) + 1}`;
  // The cells of a unit, in reading order.
  function unitCells(unit) {
    const cells = [];
    for (let i = 0; i < side; i += 1) {
      if (unit < side) cells.push(unit * side + i);
      else if (unit < 2 * side) cells.push(i * side + (unit - side));
      else {
        const b = unit - 2 * side;
        const top = Math.floor(b / box) * box;
        const left = (b % box) * box;
        cells.push((top + Math.floor(i / box)) * side + left + (i % box));
      }
    }
    return cells;
  }
  // The units through a cell: its row, its column and its box, as unit numbers.
  const unitsOf = (cell) => [rowOf(cell), side + columnOf(cell), 2 * side + boxOf(cell)];
  // "row 3", "column 5", "box 2".
  const unitName = (unit) => `${['row', 'column', 'box'][Math.floor(unit / side)]} ${(unit % side) + 1}`;
  // Every cell's peers: the other cells of its row, its column and its box.
  const peers = Array.from({ length: cellCount }, (_, cell) => {
    const all = new Set(unitsOf(cell).flatMap(unitCells));
    all.delete(cell);
    return [...all];
  });
  return { side, box, cellCount, cellName, unitCells, unitsOf, unitName, peers };
}

// Fills the element `grid` with the cells of `geometry`, one div each, numbered in data-cell and
// marked where a box ends (box-right, box-bottom); its class says the grid's size (small up to
// 9x9, medium up to 16x16, large above). The cells, in reading order.
function buildGrid(grid, geometry) {
  const { side, box, cellCount } = geometry;
  grid.replaceChildren();
  grid.classList.add('grid');
  grid.classList.remove('small', 'medium', 'large');
  grid.classList.add(side > 16 ? 'large' : side > 9 ? 'medium' : 'small');
  grid.style.setProperty('--side', side);
  grid.style.setProperty('--box', box);
  const cells = [];
  for (let cell = 0; cell < cellCount; cell += 1) {
    const div = document.createElement('div');
    div.className = 'cell';
    div.dataset.cell = cell;
    const row = Math.floor(cell / side);
    const col = cell % side;
    if ((col + 1) % box === 0 && col + 1 < side) div.classList.add('box-right');
    if ((row + 1) % box === 0 && row + 1 < side) div.classList.add('box-bottom');
    grid.append(div);
    cells.push(div);
  }
  return cells;
}

// A cell's pencil marks, a small grid of box x box places, one per value in order: the symbol
// of each value `shown` says, in the class `roleOf` gives it (struck, pattern-mark, needed),
// which its title says in words too. With `few`, only the values shown, in a row.
function marksElement(geometry, symbolOf, shown, roleOf, few) {
  const marks = document.createElement('span');
  marks.className = few ? 'marks few' : 'marks';
  for (let value = 1; value <= geometry.side; value += 1) {
    if (few && !shown(value)) continue;
    const mark = document.createElement('span');
    mark.className = 'mark';
    if (shown(value)) mark.textContent = symbolOf(value);
    const role = roleOf(value);
    if (role) {
      mark.classList.add(role);
      mark.title = role.replace('-', ' ');
    }
    marks.append(mark);
  }
  return marks;
}

// A legend's sample of a mark: the one mark `text`, in the class `role`, as a cell's marks draw
// it (marksElement, for a grid of one value).
function markSample(text, role) {
  return marksElement({ side: 1 }, () => text, () => true, () => role, true);
}

// A legend: for each entry, a sample cell drawn with its `classes` and its `content` (a symbol,
// or an element such as a few marks), and the `words` that say what it means.
function legendElement(entries) {
  const list = document.createElement('ul');
  list.className = 'legend';
  for (const { classes, content, words } of entries) {
    const sample = document.createElement('span');
    sample.className = ['cell', ...classes].join(' ');
    sample.setAttribute('aria-hidden', 'true');
    if (typeof content === 'string') sample.textContent = content;
    else if (content) sample.append(content);
    const said = document.createElement('span');
    said.textContent = words;
    const item = document.createElement('li');
    item.append(sample, said);
    list.append(item);
  }
  return list;
}
