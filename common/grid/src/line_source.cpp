#include "line_source.hpp"

#include <algorithm>

namespace sudoku {

bool LineSource::refill() {
  in_.read(buffer_.data(), static_cast<std::streamsize>(buffer_.size()));
  size_ = static_cast<std::size_t>(in_.gcount());
  position_ = 0;
  bytes_read_ += size_;
  return size_ > 0;
}

bool LineSource::next(Line& line) {
  line_.clear();
  bool too_long = false;
  bool any = false;
  while (true) {
    if (position_ == size_ && !refill()) break;
    any = true;
    const char* begin = buffer_.data() + position_;
    const char* end = buffer_.data() + size_;
    const char* newline = std::find(begin, end, '\n');
    const auto room = kMaxLineLength - line_.size();
    const auto piece = static_cast<std::size_t>(newline - begin);
    line_.append(begin, std::min(piece, room));
    too_long = too_long || piece > room;
    position_ += piece;
    if (newline != end) {
      ++position_;  // past the '\n'
      break;
    }
  }
  if (!any) return false;
  ++number_;
  std::string_view text = line_;
  if (number_ == 1 && text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);  // UTF-8 BOM
  line = Line{text, number_, too_long};
  return true;
}

}  // namespace sudoku
