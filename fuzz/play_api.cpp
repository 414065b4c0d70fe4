// libFuzzer target: the play app's API from a request's body to its answer, without HTTP. The
// first byte chooses the route, the rest is the body; every answer must be the route's or a
// refusal (4xx), never a failure inside the server (500). Making a puzzle, which takes up to 20 s
// by design, is left out.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

#include "play/api.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  static const std::vector<sudoku::play::Route> routes = [] {
    std::vector<sudoku::play::Route> quick;
    for (const sudoku::play::Route& route : sudoku::play::routes()) {
      if (route.path != "/api/generate") quick.push_back(route);
    }
    return quick;
  }();
  const sudoku::play::Route& route = routes[data[0] % routes.size()];
  // The cast the fuzzer's interface asks for: its bytes read as the body's characters.
  const std::string_view body(reinterpret_cast<const char*>(data + 1), size - 1);
  const sudoku::play::Answer answer = sudoku::play::answer(route.method, route.path, body);
  if (answer.status >= 500) std::abort();
  return 0;
}
