#pragma once
/// @file
/// @brief The names of an enum's values, written once as a table that both directions read: the
/// name of a value (what output prints) and the value of a name (what the command line takes).

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku {

/// @brief One value of an enum and its name.
template <typename Enum>
struct Named {
  Enum value;             ///< the value
  std::string_view name;  ///< its name, as output prints it and the command line takes it
};

/// @brief The name of `value` in `table`.
/// @return the name, or "?" when the table does not list the value
template <typename Enum, std::size_t N>
constexpr std::string_view name_in(const std::array<Named<Enum>, N>& table, Enum value) {
  for (const Named<Enum>& each : table) {
    if (each.value == value) return each.name;
  }
  return "?";
}

/// @brief The value that `name` names in `table`.
/// @return the value, or nothing when no value has that name
template <typename Enum, std::size_t N>
constexpr std::optional<Enum> value_named(const std::array<Named<Enum>, N>& table,
                                          std::string_view name) {
  for (const Named<Enum>& each : table) {
    if (each.name == name) return each.value;
  }
  return std::nullopt;
}

/// @brief Every name of `table`, in its order: the words an option of the table accepts.
template <typename Enum, std::size_t N>
std::vector<std::string> names_in(const std::array<Named<Enum>, N>& table) {
  std::vector<std::string> names;
  for (const Named<Enum>& each : table) names.emplace_back(each.name);
  return names;
}

}  // namespace sudoku
