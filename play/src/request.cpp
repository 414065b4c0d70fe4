// Reading a request's JSON: nlohmann's parser, then the route's fields, each checked for its type.

#include "request.hpp"

#include <algorithm>

namespace sudoku::play {

namespace {

// nlohmann's message without its "[json.exception.parse_error.101] " prefix.
std::string plain(const nlohmann::json::exception& error) {
  const std::string what = error.what();
  const std::size_t end = what.find("] ");
  return end == std::string::npos ? what : what.substr(end + 2);
}

// Where a body that nlohmann found not to be UTF-8 goes wrong: "at byte 11 (0x28)".
std::string where_not_utf8(std::string_view body, const nlohmann::json::parse_error& error) {
  const std::size_t at = std::min<std::size_t>(error.byte, body.size()) - 1;
  return "at byte " + std::to_string(at) + " (" + byte_name(static_cast<unsigned char>(body[at])) +
         ")";
}

}  // namespace

std::string byte_name(unsigned char byte) {
  constexpr std::string_view kDigits = "0123456789abcdef";
  return std::string("0x") + kDigits[byte >> 4] + kDigits[byte & 0xf];
}

Request::Request(std::string_view body, std::initializer_list<std::string_view> known) {
  try {
    body_ = nlohmann::json::parse(body.empty() ? std::string_view("{}") : body);
  } catch (const nlohmann::json::parse_error& error) {
    if (plain(error).find("UTF-8") != std::string::npos && error.byte > 0) {
      throw ApiError{400, "the body is not UTF-8 " + where_not_utf8(body, error)};
    }
    throw ApiError{400, "the body is not JSON: " + plain(error)};
  } catch (const nlohmann::json::out_of_range& error) {
    // A number too large for a double ("1E1111"), which the parser refuses apart.
    throw ApiError{400, "the body is not JSON this API reads: " + plain(error)};
  }
  if (!body_.is_object()) throw ApiError{400, "the body must be a JSON object"};
  for (const auto& [name, value] : body_.items()) {
    if (std::ranges::find(known, name) == known.end()) {
      throw ApiError{400, "unknown field \"" + name + "\""};
    }
  }
}

const nlohmann::json* Request::find(std::string_view name) const {
  const auto field = body_.find(name);
  return field == body_.end() ? nullptr : &*field;
}

std::optional<std::string> Request::optional_text(std::string_view name) const {
  const nlohmann::json* field = find(name);
  if (field == nullptr) return std::nullopt;
  if (!field->is_string()) throw ApiError{400, "\"" + std::string(name) + "\" must be a string"};
  return field->get<std::string>();
}

std::string Request::text(std::string_view name) const {
  std::optional<std::string> value = optional_text(name);
  if (!value) throw ApiError{400, "the field \"" + std::string(name) + "\" is missing"};
  return *value;
}

std::optional<std::int64_t> Request::optional_number(std::string_view name, std::int64_t least,
                                                     std::int64_t most) const {
  const nlohmann::json* field = find(name);
  if (field == nullptr) return std::nullopt;
  const std::string range = std::to_string(least) + " to " + std::to_string(most);
  if (!field->is_number_integer()) {
    throw ApiError{400, "\"" + std::string(name) + "\" must be a whole number, " + range};
  }
  // Above the largest int64, nlohmann keeps an unsigned number, which get<int64_t> would wrap.
  const bool huge =
      field->is_number_unsigned() && field->get<std::uint64_t>() > static_cast<std::uint64_t>(most);
  if (huge || field->get<std::int64_t>() < least || field->get<std::int64_t>() > most) {
    throw ApiError{400, "\"" + std::string(name) + "\" must be from " + range};
  }
  return field->get<std::int64_t>();
}

}  // namespace sudoku::play
