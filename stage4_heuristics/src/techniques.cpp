// The names of the techniques, and the --techniques list.

#include <algorithm>
#include <array>
#include <string>

#include "stage4/heuristics.hpp"

namespace sudoku::stage4 {

std::string_view technique_name(Technique technique) {
  static constexpr std::array<std::string_view, kTechniqueCount> kNames{
      "naked-single", "hidden-single", "pointing",     "claiming",
      "naked-pair",   "hidden-pair",   "naked-triple", "hidden-triple"};
  return kNames[static_cast<std::size_t>(technique)];
}

Techniques default_techniques(int side) {
  if (side != 9) return Techniques::all();
  return Techniques::none()
      .with(Technique::NakedSingle)
      .with(Technique::HiddenSingle)
      .with(Technique::Pointing)
      .with(Technique::Claiming)
      .with(Technique::HiddenPair);
}

std::optional<Techniques> techniques_named(std::span<const std::string> names) {
  Techniques chosen = Techniques::none();
  for (const std::string& name : names) {
    if (name == "all") {
      chosen = Techniques::all();
    } else if (name != "none") {
      const auto known = std::ranges::find(kTechniques, name, technique_name);
      if (known == kTechniques.end()) return std::nullopt;
      chosen = chosen.with(*known);
    }
  }
  return chosen;
}

std::string technique_names() {
  std::string names;
  for (const Technique technique : kTechniques) {
    names += (names.empty() ? "" : ", ") + std::string(technique_name(technique));
  }
  return names;
}

}  // namespace sudoku::stage4
