// The names of the techniques, and the --techniques list.

#include <array>
#include <string>

#include "stage4/stage4.hpp"
#include "sudoku/names.hpp"

namespace sudoku::stage4 {

namespace {

// The techniques' names, as --techniques takes them, cheapest first.
constexpr std::array<Named<Technique>, kTechniqueCount> kTechniqueNames{
    {{Technique::NakedSingle, "naked-single"},
     {Technique::HiddenSingle, "hidden-single"},
     {Technique::Pointing, "pointing"},
     {Technique::Claiming, "claiming"},
     {Technique::NakedPair, "naked-pair"},
     {Technique::HiddenPair, "hidden-pair"},
     {Technique::NakedTriple, "naked-triple"},
     {Technique::HiddenTriple, "hidden-triple"}}};

}  // namespace

std::string_view technique_name(Technique technique) {
  return name_in(kTechniqueNames, technique);
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
      const std::optional<Technique> known = value_named(kTechniqueNames, name);
      if (!known) return std::nullopt;
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
