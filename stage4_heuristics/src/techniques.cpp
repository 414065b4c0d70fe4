// The names of the techniques, and the --techniques list.

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

std::optional<Techniques> parse_techniques(std::string_view list) {
  Techniques chosen = Techniques::none();
  for (;;) {
    const std::size_t comma = list.find(',');
    const std::string_view name = list.substr(0, comma);
    bool known = name == "none";
    if (name == "all") {
      chosen = Techniques::all();
      known = true;
    }
    for (const Technique technique : kTechniques) {
      if (technique_name(technique) == name) {
        chosen = chosen.with(technique);
        known = true;
      }
    }
    if (!known) return std::nullopt;
    if (comma == std::string_view::npos) return chosen;
    list.remove_prefix(comma + 1);
  }
}

std::string technique_names() {
  std::string names;
  for (const Technique technique : kTechniques) {
    names += (names.empty() ? "" : ", ") + std::string(technique_name(technique));
  }
  return names;
}

}  // namespace sudoku::stage4
