// The one value set every stage uses: a cell's candidates, what a unit holds.

#include "sudoku/values.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace sudoku {
namespace {

// The values of a set, in the order a range-for walks them.
std::vector<int> walk(ValueSet set) {
  return std::vector<int>(set.begin(), set.end());
}

TEST(Values, HoldValuesFromOneToSixtyFour) {
  EXPECT_EQ(walk(ValueSet::all(1)), std::vector<int>{1});
  EXPECT_EQ(ValueSet::all(9).count(), 9);
  EXPECT_EQ(ValueSet::all(64).count(), 64);
  EXPECT_TRUE(ValueSet::all(64).contains(64));
  EXPECT_FALSE(ValueSet::all(63).contains(64));
  EXPECT_TRUE(ValueSet::all(0).empty());
  EXPECT_EQ(ValueSet{}.lowest(), 0);
  EXPECT_TRUE(ValueSet{}.empty());
  EXPECT_EQ(walk(ValueSet{}), std::vector<int>{});
}

TEST(Values, AddRemoveAndWalkInIncreasingOrder) {
  ValueSet set = ValueSet::only(7);
  set.add(3);
  set.add(64);
  EXPECT_EQ(walk(set), (std::vector<int>{3, 7, 64}));
  EXPECT_EQ(set.lowest(), 3);
  EXPECT_TRUE(set.remove(3));
  EXPECT_FALSE(set.remove(3));
  EXPECT_EQ(walk(set), (std::vector<int>{7, 64}));
  EXPECT_EQ(set.bits(), (std::uint64_t{1} << 6) | (std::uint64_t{1} << 63));
}

TEST(Values, CombineAsSets) {
  const ValueSet a = ValueSet::only(7) | ValueSet::only(64);
  const ValueSet b = ValueSet::only(7) | ValueSet::only(9);
  EXPECT_EQ(a & b, ValueSet::only(7));
  EXPECT_EQ(a - b, ValueSet::only(64));
  EXPECT_EQ((a | b).count(), 3);
  ValueSet c = a;
  c -= b;
  EXPECT_EQ(c, ValueSet::only(64));
  c |= b;
  EXPECT_EQ(walk(c), (std::vector<int>{7, 9, 64}));
  c &= a;
  EXPECT_EQ(c, a);
}

TEST(Values, SizeTestsAgreeWithCount) {
  for (const ValueSet set : {ValueSet{}, ValueSet::only(5), ValueSet::all(2), ValueSet::all(64)}) {
    EXPECT_EQ(set.empty(), set.count() == 0);
    EXPECT_EQ(set.is_single(), set.count() == 1);
    EXPECT_EQ(set.at_most_one(), set.count() <= 1);
  }
}

}  // namespace
}  // namespace sudoku
