#include "devtools.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cctype>
#include <csignal>
#include <fstream>
#include <map>
#include <stdexcept>
#include <thread>
#include <utility>
#include <vector>

namespace sudoku::testing {

namespace {

// How long any one answer of the browser may take before the test gives up on it.
constexpr std::chrono::seconds kAnswerTime{30};

// The text of the JSON string that starts at the quote `text[at]`, its escapes read back.
std::string json_string_at(const std::string& text, std::size_t at) {
  std::string value;
  for (std::size_t i = at + 1; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '"') return value;
    if (c != '\\') {
      value += c;
      continue;
    }
    const char escaped = text[++i];
    static const std::map<char, char> kPlain{
        {'n', '\n'}, {'t', '\t'}, {'r', '\r'}, {'b', '\b'}, {'f', '\f'}};
    if (escaped == 'u') {
      // Chromium escapes only control and a few special characters this way: one code unit.
      const auto code = static_cast<unsigned>(std::stoul(text.substr(i + 1, 4), nullptr, 16));
      i += 4;
      if (code < 0x80) {
        value += static_cast<char>(code);
      } else if (code < 0x800) {
        value += static_cast<char>(0xC0 | (code >> 6));
        value += static_cast<char>(0x80 | (code & 0x3F));
      } else {
        value += static_cast<char>(0xE0 | (code >> 12));
        value += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
        value += static_cast<char>(0x80 | (code & 0x3F));
      }
    } else {
      value += kPlain.contains(escaped) ? kPlain.at(escaped) : escaped;
    }
  }
  throw std::runtime_error("an unfinished JSON string in: " + text.substr(0, 200));
}

// The string value of `"field":"..."` in a message, the first one.
std::string string_field(const std::string& message, const std::string& field) {
  const std::string key = "\"" + field + "\":\"";
  const std::size_t at = message.find(key);
  if (at == std::string::npos) {
    throw std::runtime_error("no " + field + " in the browser's answer: " + message.substr(0, 300));
  }
  return json_string_at(message, at + key.size() - 1);
}

// Moves `fd` to `target` in a child about to exec, clearing close-on-exec.
void move_fd(int fd, int target) {
  if (fd != target) {
    dup2(fd, target);
    close(fd);
  } else {
    fcntl(fd, F_SETFD, 0);
  }
}

// The bytes that base64 `text` stands for (a screenshot's PNG).
std::string from_base64(const std::string& text) {
  constexpr std::string_view kDigits =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string bytes;
  unsigned bits = 0;
  int count = 0;
  for (const char c : text) {
    const std::size_t digit = kDigits.find(c);
    if (digit == std::string_view::npos) continue;                   // '=' padding
    bits = ((bits << 6) | static_cast<unsigned>(digit)) & 0xFFFFFU;  // the last 20 bits do
    count += 6;
    if (count >= 8) {
      count -= 8;
      bytes += static_cast<char>((bits >> count) & 0xFF);
    }
  }
  return bytes;
}

}  // namespace

std::string js_string(const std::string& text) {
  std::string literal = "\"";
  for (const char c : text) {
    if (c == '"' || c == '\\') literal += '\\';
    if (c == '\n') {
      literal += "\\n";
      continue;
    }
    literal += c;
  }
  return literal + "\"";
}

Browser::Browser(const std::filesystem::path& chromium, std::filesystem::path profile)
    : profile_(std::move(profile)) {
  // A browser that has died must fail the test, not kill it with SIGPIPE on the next write.
  std::signal(SIGPIPE, SIG_IGN);
  std::filesystem::create_directories(profile_);
  int to[2];
  int from[2];
  if (pipe(to) != 0 || pipe(from) != 0) throw std::runtime_error("no pipe for the browser");
  // Closed in the browser but for the two moved into place below (pipe2 would say so at once,
  // but macOS lacks it).
  for (const int end : {to[0], to[1], from[0], from[1]}) fcntl(end, F_SETFD, FD_CLOEXEC);
  const std::vector<std::string> words{chromium.string(),
                                       "--headless",
                                       "--no-sandbox",
                                       "--disable-gpu",
                                       "--disable-crash-reporter",
                                       "--disable-background-networking",
                                       "--no-first-run",
                                       "--remote-debugging-pipe",
                                       "--user-data-dir=" + profile_.string(),
                                       "about:blank"};
  std::vector<char*> argv;
  for (const std::string& word : words) argv.push_back(const_cast<char*>(word.c_str()));
  argv.push_back(nullptr);
  child_ = fork();
  if (child_ == 0) {
    // Above the standard streams and the two the browser expects, so that moving one cannot
    // overwrite the other.
    const int reads = fcntl(to[0], F_DUPFD, 10);
    const int writes = fcntl(from[1], F_DUPFD, 10);
    move_fd(reads, 3);
    move_fd(writes, 4);
    const int null = ::open("/dev/null", O_RDWR);
    dup2(null, 0);
    dup2(null, 1);
    dup2(null, 2);
    execv(argv[0], argv.data());
    _exit(127);
  }
  close(to[0]);
  close(from[1]);
  to_browser_ = to[1];
  from_browser_ = from[0];
  if (child_ < 0) throw std::runtime_error("cannot start " + chromium.string());
}

Browser::~Browser() {
  if (child_ > 0) {
    try {
      send(R"({"id":0,"method":"Browser.close"})");
    } catch (const std::exception&) {
      // Already gone: nothing to close.
    }
    close(to_browser_);
    close(from_browser_);
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (waitpid(child_, nullptr, WNOHANG) == 0) {
      if (std::chrono::steady_clock::now() > deadline) {
        kill(child_, SIGKILL);
        waitpid(child_, nullptr, 0);
        break;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
  }
  std::error_code ignored;
  std::filesystem::remove_all(profile_, ignored);
}

void Browser::send(const std::string& message) {
  const std::string framed = message + '\0';
  std::size_t sent = 0;
  while (sent < framed.size()) {
    const ssize_t n = write(to_browser_, framed.data() + sent, framed.size() - sent);
    if (n <= 0) throw std::runtime_error("the browser no longer reads its pipe");
    sent += static_cast<std::size_t>(n);
  }
}

std::string Browser::receive() {
  const auto deadline = std::chrono::steady_clock::now() + kAnswerTime;
  for (;;) {
    if (const std::size_t end = pending_.find('\0'); end != std::string::npos) {
      std::string message = pending_.substr(0, end);
      pending_.erase(0, end + 1);
      return message;
    }
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    pollfd wanted{.fd = from_browser_, .events = POLLIN, .revents = 0};
    if (left.count() <= 0 || poll(&wanted, 1, static_cast<int>(left.count())) <= 0) {
      throw std::runtime_error("the browser did not answer within " +
                               std::to_string(kAnswerTime.count()) + " s");
    }
    char buffer[65536];
    const ssize_t n = read(from_browser_, buffer, sizeof buffer);
    if (n <= 0) throw std::runtime_error("the browser closed its pipe");
    pending_.append(buffer, static_cast<std::size_t>(n));
  }
}

std::string Browser::call(const std::string& method, const std::string& params) {
  const int id = next_id_++;
  std::string message =
      R"({"id":)" + std::to_string(id) + R"(,"method":")" + method + R"(","params":)" + params;
  if (!session_.empty()) message += R"(,"sessionId":")" + session_ + '"';
  send(message + '}');
  // Events come in between; the answer is the message that starts with its id.
  const std::string answer_start = R"({"id":)" + std::to_string(id) + ',';
  for (;;) {
    const std::string answer = receive();
    if (!answer.starts_with(answer_start)) continue;
    if (answer.find(R"("error":)") == answer_start.size()) {
      throw std::runtime_error(method + " failed: " + answer);
    }
    return answer;
  }
}

void Browser::open(const std::string& url, int width, int height, const std::string& ready) {
  const std::string target =
      string_field(call("Target.createTarget", R"({"url":"about:blank"})"), "targetId");
  session_ = string_field(
      call("Target.attachToTarget", R"({"targetId":")" + target + R"(","flatten":true})"),
      "sessionId");
  call("Emulation.setDeviceMetricsOverride", R"({"width":)" + std::to_string(width) +
                                                 R"(,"height":)" + std::to_string(height) +
                                                 R"(,"deviceScaleFactor":1,"mobile":false})");
  call("Page.navigate", R"({"url":)" + js_string(url) + '}');
  if (!wait_until("document.readyState === 'complete' && (" + ready + ")",
                  std::chrono::milliseconds(kAnswerTime))) {
    throw std::runtime_error(url + " was not ready: " + ready);
  }
}

std::string Browser::evaluate(const std::string& expression) {
  const std::string wrapped = "(() => { try { return String(" + expression +
                              "); } catch (e) { return 'exception: ' + e; } })()";
  const std::string answer = call(
      "Runtime.evaluate", R"({"expression":)" + js_string(wrapped) + R"(,"returnByValue":true})");
  return string_field(answer, "value");
}

bool Browser::wait_until(const std::string& condition, std::chrono::milliseconds most) {
  const auto deadline = std::chrono::steady_clock::now() + most;
  while (evaluate(condition) != "true") {
    if (std::chrono::steady_clock::now() > deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return true;
}

void Browser::press(const std::string& key, int modifiers) {
  // The keys the page uses that are not characters, with their Windows key codes.
  static const std::map<std::string, int> kNamed{
      {"ArrowLeft", 37}, {"ArrowUp", 38}, {"ArrowRight", 39}, {"ArrowDown", 40},
      {"Home", 36},      {"End", 35},     {"Backspace", 8},   {"Delete", 46}};
  std::string params =
      R"("key":)" + js_string(key) + R"(,"modifiers":)" + std::to_string(modifiers);
  const bool letter = key.size() == 1 && std::isalpha(static_cast<unsigned char>(key[0]));
  if (kNamed.contains(key) || (modifiers & kCtrl) != 0) {
    // A named key, or a shortcut: no character typed, a key code instead ('Z' for Ctrl+Z).
    const std::string upper(1, static_cast<char>(std::toupper(static_cast<unsigned char>(key[0]))));
    const bool named = kNamed.contains(key);
    params += R"(,"code":)" + js_string(named ? key : (letter ? "Key" : "Digit") + upper) +
              R"(,"windowsVirtualKeyCode":)" + std::to_string(named ? kNamed.at(key) : upper[0]);
    call("Input.dispatchKeyEvent", R"({"type":"rawKeyDown",)" + params + '}');
  } else {
    if (std::isdigit(static_cast<unsigned char>(key[0])) != 0)
      params += R"(,"code":"Digit)" + key + '"';
    call("Input.dispatchKeyEvent",
         R"({"type":"keyDown","text":)" + js_string(key) + ',' + params + '}');
  }
  call("Input.dispatchKeyEvent", R"({"type":"keyUp",)" + params + '}');
}

void Browser::choose_file(const std::string& selector, const std::filesystem::path& file) {
  const std::string element = call(
      "Runtime.evaluate",
      R"({"expression":)" + js_string("document.querySelector(" + js_string(selector) + ")") + '}');
  call("DOM.setFileInputFiles", R"({"files":[)" + js_string(file.string()) + R"(],"objectId":)" +
                                    js_string(string_field(element, "objectId")) + '}');
}

void Browser::reload() {
  call("Page.reload", "{}");
}

std::vector<OpenPage> Browser::pages() {
  // Asked of the browser, not of the page: its targets, each an object that starts with its id.
  const std::string session = std::exchange(session_, "");
  const std::string answer = call("Target.getTargets", "{}");
  session_ = session;
  std::vector<OpenPage> open;
  const std::string start = R"({"targetId":)";
  for (std::size_t at = answer.find(start); at != std::string::npos;) {
    const std::size_t next = answer.find(start, at + start.size());
    const std::string target = answer.substr(at, next - at);
    if (string_field(target, "type") == "page") {
      open.push_back({.url = string_field(target, "url"), .title = string_field(target, "title")});
    }
    at = next;
  }
  return open;
}

void Browser::screenshot(const std::filesystem::path& png) {
  const std::string data =
      string_field(call("Page.captureScreenshot", R"({"format":"png"})"), "data");
  std::ofstream out(png, std::ios::binary);
  out << from_base64(data);
  if (!out.flush()) throw std::runtime_error("cannot write " + png.string());
}

void Browser::click(const std::string& selector) {
  const std::string at =
      evaluate("(() => { const e = document.querySelector(" + js_string(selector) +
               "); e.scrollIntoView({block: 'center'}); const r = "
               "e.getBoundingClientRect(); return `${r.x + r.width / 2},${r.y "
               "+ r.height / 2}`; })()");
  const std::size_t comma = at.find(',');
  if (comma == std::string::npos) throw std::runtime_error("no " + selector + " to click: " + at);
  const std::string where = R"("x":)" + at.substr(0, comma) + R"(,"y":)" + at.substr(comma + 1) +
                            R"(,"button":"left","clickCount":1)";
  call("Input.dispatchMouseEvent", R"({"type":"mousePressed",)" + where + '}');
  call("Input.dispatchMouseEvent", R"({"type":"mouseReleased",)" + where + '}');
}

}  // namespace sudoku::testing
