#pragma once
// A headless Chromium driven as a reader drives it: a page opened, keys pressed, elements
// clicked, and what the page then shows read back. It speaks the DevTools protocol over a pipe
// (--remote-debugging-pipe: JSON messages, each ended by a NUL, written to the browser's fd 3 and
// read from its fd 4), so it needs no port and no driver besides the browser.

#include <sys/types.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

namespace sudoku::testing {

// A page open in the browser: its address and its title.
struct OpenPage {
  std::string url;
  std::string title;
};

// One browser with one page; closed, and its profile removed, when it goes.
class Browser {
 public:
  // Starts `chromium` headless with a new profile in `profile`; throws std::runtime_error when it
  // cannot.
  Browser(const std::filesystem::path& chromium, std::filesystem::path profile);
  ~Browser();
  Browser(const Browser&) = delete;
  Browser& operator=(const Browser&) = delete;

  // Opens `url` in a page of `width` x `height` pixels and waits until `ready` (an expression)
  // is true there.
  void open(const std::string& url, int width, int height, const std::string& ready);

  // The value of a JavaScript expression in the page, as String() writes it; "exception: ..."
  // when it throws.
  std::string evaluate(const std::string& expression);

  // Waits until `condition` (an expression) is true in the page; false after `most`.
  bool wait_until(const std::string& condition, std::chrono::milliseconds most);

  // The modifier keys press() may hold down, as the DevTools protocol numbers them.
  static constexpr int kShift = 8;
  static constexpr int kCtrl = 2;
  // Presses and releases a key, as KeyboardEvent.key names it ("ArrowRight", "g", " "), with the
  // `modifiers` held down (kCtrl, kShift, or both added).
  void press(const std::string& key, int modifiers = 0);
  // Chooses `file` in the file input that `selector` finds, as a reader does in its dialog.
  void choose_file(const std::string& selector, const std::filesystem::path& file);
  // Reloads the page; wait_until() then tells when the new one is ready.
  void reload();
  // Every page open in the browser: the one open() made, and those its script opened since.
  std::vector<OpenPage> pages();
  // Writes what the page shows now to `png`, as a PNG image.
  void screenshot(const std::filesystem::path& png);

  // Clicks the middle of the element that `selector` finds.
  void click(const std::string& selector);

 private:
  // Sends one command (to the page, once one is open) and returns its answer's "result".
  std::string call(const std::string& method, const std::string& params);
  void send(const std::string& message);
  std::string receive();  // the next whole message

  std::filesystem::path profile_;
  pid_t child_ = -1;
  int to_browser_ = -1;
  int from_browser_ = -1;
  std::string pending_;  // what was read past the last whole message
  std::string session_;  // the page's session, once open() attached to it
  int next_id_ = 1;
};

// A JavaScript string literal holding `text`.
std::string js_string(const std::string& text);

}  // namespace sudoku::testing
