// The page put together: replay/page/replay.html with its style, its script and the traces in the
// places it marks.

#include "replay/page.hpp"

#include <sstream>
#include <string_view>

#include "replay/page_files.hpp"

namespace sudoku::replay {

namespace {

// `page` with the line holding `mark` replaced by `content`.
std::string put_in(std::string page, std::string_view mark, std::string_view content) {
  const std::size_t at = page.find(mark);
  if (at == std::string::npos) return page;
  return page.replace(at, mark.size(), content);
}

}  // namespace

std::string replay_page(const Replay& replay) {
  std::ostringstream data;
  write_json(data, replay);
  std::string page(k_replay_html);
  page = put_in(std::move(page), "/* grid.css */", k_grid_css);
  page = put_in(std::move(page), "/* replay.css */", k_replay_css);
  page = put_in(std::move(page), "/* grid.js */", k_grid_js);
  page = put_in(std::move(page), "/* replay.js */", k_replay_js);
  return put_in(std::move(page), "/* traces */", data.str());
}

}  // namespace sudoku::replay
