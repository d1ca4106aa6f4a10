// The program of the computer players' Web Worker (web/think_worker.js): the engine and the bots, and one call
// that answers a request made by the page (engine/bot/think_wire.h). No interface, so it loads quickly.
#include <emscripten.h>

#include <exception>
#include <string>

#include "bot/think_wire.h"
#include "map.h"

namespace {

// The worker posts each step of progress to the page (think_worker.js).
// clang-format off
EM_JS(void, js_progress, (int percent), {
    if (self.dipThinkProgress) self.dipThinkProgress(percent);
});
// clang-format on

}  // namespace

extern "C" {

// The orders for a request, encoded; "error: ..." when the request is bad. The text lives until the next call.
EMSCRIPTEN_KEEPALIVE const char* dip_think(const char* request) {
    static std::string answer;
    try {
        answer = dip::bot::answer_think_request(request, js_progress);
    } catch (const std::exception& e) {
        answer = std::string("error: ") + e.what();
    }
    return answer.c_str();
}

}  // extern "C"
