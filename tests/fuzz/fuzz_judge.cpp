// libFuzzer target: any text through the reader of the judge's results mails (judge_text.h) and the replay it
// drives. Nothing may crash, hang or trip a sanitizer; an archive that reads keeps no more phases than it has
// mails, and its orders replay from its start.
#include <cstdlib>
#include <string>

#include "game.h"
#include "judge_text.h"
#include "rules.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    (void)dip::looks_like_judge_text(text);
    const dip::Expected<dip::DiplomacyImport> im = dip::import_judge_text(text);
    if (!im.ok()) return 0;
    if (im->phases_agreeing + 1 > im->record_phases || im->record_phases > dip::kMaxPhases + 1) std::abort();
    (void)im->report();
    const dip::Game game = dip::Game::replay(dip::standard_rules(), im->start, im->orders);
    if (game.history().size() != im->orders.size()) std::abort();
    return 0;
}
