// The shape of every grid size: units, each cell's units and peers, and the names of the notation.

#include "sudoku/geometry.hpp"

#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <vector>

namespace sudoku {
namespace {

// The cells of a unit as a vector, to compare with an expected list.
std::vector<int> cells_of(const Geometry& geometry, int unit) {
  const std::span<const int> cells = geometry.cells(unit);
  return {cells.begin(), cells.end()};
}

TEST(Geometry, UnitsAreRowsThenColumnsThenBoxesInReadingOrder) {
  const Geometry& geometry = Geometry::of(2);
  ASSERT_EQ(geometry.unit_count(), 12);
  EXPECT_EQ(cells_of(geometry, 1), (std::vector<int>{4, 5, 6, 7}));       // row 2
  EXPECT_EQ(cells_of(geometry, 6), (std::vector<int>{2, 6, 10, 14}));     // column 3
  EXPECT_EQ(cells_of(geometry, 11), (std::vector<int>{10, 11, 14, 15}));  // box 4
  EXPECT_EQ(geometry.unit_number({UnitKind::Box, 3}), 11);
  EXPECT_EQ(geometry.unit(6).kind, UnitKind::Column);
  EXPECT_EQ(geometry.unit(6).index, 2);
}

TEST(Geometry, ANineByNineGridHasTwentySevenUnits) {
  const Geometry& geometry = Geometry::of(3);
  ASSERT_EQ(geometry.unit_count(), 27);
  EXPECT_EQ(cells_of(geometry, 0), (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 8}));
  EXPECT_EQ(cells_of(geometry, 9), (std::vector<int>{0, 9, 18, 27, 36, 45, 54, 63, 72}));
  EXPECT_EQ(cells_of(geometry, 22), (std::vector<int>{30, 31, 32, 39, 40, 41, 48, 49, 50}));
  EXPECT_EQ(geometry.unit_name(22), "box 5");
  EXPECT_EQ(geometry.units_of(40), (std::array<int, 3>{4, 13, 22}));
  EXPECT_EQ(geometry.peers(40).size(), 20U);
}

TEST(Geometry, EveryCellLiesInOneUnitOfEachKindAndKnowsThem) {
  for (int box = 1; box <= kMaxBox; ++box) {
    const Geometry& geometry = Geometry::of(box);
    std::vector<int> seen(static_cast<std::size_t>(geometry.cell_count()), 0);
    for (int unit = 0; unit < geometry.unit_count(); ++unit) {
      const std::vector<int> cells = cells_of(geometry, unit);
      EXPECT_EQ(std::set<int>(cells.begin(), cells.end()).size(), cells.size());
      for (const int cell : cells) {
        ++seen[static_cast<std::size_t>(cell)];
        const int kind = static_cast<int>(geometry.unit(unit).kind);
        EXPECT_EQ(geometry.units_of(cell)[static_cast<std::size_t>(kind)], unit);
      }
    }
    for (const int count : seen) EXPECT_EQ(count, 3) << "box " << box;
  }
}

TEST(Geometry, PeersShareAUnitAndExcludeTheCell) {
  for (int box = 1; box <= kMaxBox; ++box) {
    const Geometry& geometry = Geometry::of(box);
    const int side = geometry.side();
    const std::size_t expected = static_cast<std::size_t>(2 * (side - 1) + (box - 1) * (box - 1));
    for (const int cell : {0, geometry.cell_count() / 2, geometry.cell_count() - 1}) {
      const std::span<const int> peers = geometry.peers(cell);
      ASSERT_EQ(peers.size(), expected) << "box " << box;
      EXPECT_TRUE(std::is_sorted(peers.begin(), peers.end()));
      for (const int peer : peers) {
        EXPECT_NE(peer, cell);
        const auto mine = geometry.units_of(cell), theirs = geometry.units_of(peer);
        EXPECT_TRUE(mine[0] == theirs[0] || mine[1] == theirs[1] || mine[2] == theirs[2]);
      }
    }
  }
  // r1c1 of a 4x4: the rest of row 1, of column 1, and r2c2 from its box.
  const std::span<const int> peers = Geometry::of(2).peers(0);
  EXPECT_EQ(std::vector<int>(peers.begin(), peers.end()), (std::vector<int>{1, 2, 3, 4, 5, 8, 12}));
}

TEST(Geometry, OneTableOfEachSizeIsShared) {
  EXPECT_EQ(&Geometry::of(3), &Geometry::of(3));
  EXPECT_EQ(Geometry::of(8).side(), 64);
  EXPECT_THROW(Geometry::of(0), std::invalid_argument);
  EXPECT_THROW(Geometry::of(9), std::invalid_argument);
}

TEST(Geometry, NamesCountFromOne) {
  const Geometry& geometry = Geometry::of(3);
  EXPECT_EQ(geometry.cell_name(0), "r1c1");
  EXPECT_EQ(geometry.cell_name(80), "r9c9");
  EXPECT_EQ(cell_name(Grid(3), 40), "r5c5");
  EXPECT_EQ(unit_name({UnitKind::Row, 0}), "row 1");
  EXPECT_EQ(unit_name({UnitKind::Column, 4}), "column 5");
  EXPECT_EQ(geometry.unit_name(26), "box 9");
}

}  // namespace
}  // namespace sudoku
