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
  // A line that lies whole in the buffer is read where it lies, without a copy (the first line
  // aside, which may start with a byte order mark); one that runs past the buffer's end is put
  // together in line_.
  const char* start = buffer_.data() + position_;
  const char* stop = buffer_.data() + size_;
  if (const char* newline = std::find(start, stop, '\n'); newline != stop && number_ > 0) {
    position_ += static_cast<std::size_t>(newline - start) + 1;
    line = Line{{start, newline}, ++number_, false};
    return true;
  }
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
