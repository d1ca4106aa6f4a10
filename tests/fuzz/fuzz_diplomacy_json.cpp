// libFuzzer target: any bytes as a saved game of the Python diplomacy package (diplomacy_json.h). Nothing may
// crash, hang or trip a sanitizer; a record that reads replays, and the game it keeps, written back in their
// format, reads again as the same game with every phase agreeing.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "catalogue.h"
#include "diplomacy_json.h"
#include "game.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    const dip::Expected<dip::DiplomacyImport> im = dip::import_diplomacy_json(text);
    if (!im.ok()) return 0;
    (void)im->report();
    const std::unique_ptr<dip::Rules> rules = dip::make_rules(im->rules);
    const dip::Game game = dip::Game::replay(*rules, im->start, im->orders);
    const dip::Expected<std::string> json = dip::export_diplomacy_json(game);
    if (!json.ok()) return 0;  // a start their format cannot hold (one with a winner already, say)
    const dip::Expected<dip::DiplomacyImport> again = dip::import_diplomacy_json(*json);
    if (!again.ok() || !again->agrees() || !(again->start == im->start) || again->orders.size() != im->orders.size() ||
        !(dip::Game::replay(*rules, again->start, again->orders).current() == game.current())) {
        std::fprintf(stderr, "an imported game did not read back the same once exported:\n%s\n",
                     again.ok() ? again->report().c_str() : again.failure().text().c_str());
        std::abort();
    }
    return 0;
}
