// The names of the techniques, and the --techniques list.

#include <algorithm>
#include <array>
#include <cstdint>
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

// The bits of every technique of `extras` (bit i for extras[i]).
std::uint64_t all_of(std::span<const ExtraTechnique> extras) {
  return extras.size() >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << extras.size()) - 1;
}

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

Techniques every_technique(std::span<const ExtraTechnique> extras) {
  return Techniques::all().with_extras(extras, all_of(extras));
}

std::optional<Techniques> techniques_named(std::span<const std::string> names,
                                           std::span<const ExtraTechnique> extras) {
  Techniques chosen = Techniques::none();
  std::uint64_t chosen_extras = 0;
  for (const std::string& name : names) {
    if (name == "all") {
      chosen = Techniques::all();  // the eight: an extension's are named one by one
    } else if (name != "none") {
      const auto extra = std::ranges::find(extras, name, &ExtraTechnique::name);
      const std::optional<Technique> known = value_named(kTechniqueNames, name);
      if (extra != extras.end()) {
        chosen_extras |= std::uint64_t{1} << (extra - extras.begin());
      } else if (known) {
        chosen = chosen.with(*known);
      } else {
        return std::nullopt;
      }
    }
  }
  return chosen.with_extras(extras, chosen_extras);
}

std::string technique_names(std::span<const ExtraTechnique> extras) {
  std::string names;
  for (const Technique technique : kTechniques) {
    names += (names.empty() ? "" : ", ") + std::string(technique_name(technique));
  }
  for (const ExtraTechnique& extra : extras) names += ", " + std::string(extra.name);
  return names;
}

}  // namespace sudoku::stage4
