#pragma once
// The fields of a request's JSON object, checked as they are read: each route names the fields
// it knows, and a body with another field, a field of the wrong type or a number out of range is
// refused with a sentence that names the field.

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace sudoku::play {

// A byte as a refusal names it, one the client sent that the server cannot read: "0xc3".
std::string byte_name(unsigned char byte);

// A request the API refuses, or cannot answer: its status and why.
struct ApiError {
  int status = 400;
  std::string message;
};

// A request's body, parsed and checked against the fields its route knows.
class Request {
 public:
  // Parses `body`; throws ApiError (400) when it is not a JSON object of `known` fields only.
  Request(std::string_view body, std::initializer_list<std::string_view> known);

  // The string field `name`, which must be there.
  std::string text(std::string_view name) const;
  // The string field `name`, when it is there.
  std::optional<std::string> optional_text(std::string_view name) const;
  // The whole number field `name`, when it is there, from `least` to `most`.
  std::optional<std::int64_t> optional_number(std::string_view name, std::int64_t least,
                                              std::int64_t most) const;
  // The field `name` as it was sent; null when it is not there.
  const nlohmann::json* find(std::string_view name) const;

 private:
  nlohmann::json body_;
};

}  // namespace sudoku::play
