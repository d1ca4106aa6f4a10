// Games from other programs' files, and ours written for them: the Python `diplomacy` package's saved-game JSON
// (engine/text/diplomacy_json.h), both ways, and an archive of a judge's results mails (engine/text/judge_text.h),
// read. A file read becomes a game
// record of ours (a sandbox: every power's orders may be seen and played on), with the report of where the file's
// results and our adjudication part; the game kept ends at the last phase that agrees. No storage here: the keeper
// stores and opens it.
#pragma once

#include <string>
#include <string_view>

#include "failure.h"
#include "game_record.h"

namespace dip {

struct ForeignGame {
    GameRecord record;   // a sandbox game, named after the file; its id is the caller's to give
    std::string format;  // "the Python diplomacy package's JSON", "a judge's results mails"
    std::string report;  // what was read, and every divergence, in lines
    bool agrees = true;  // every phase agreed with our adjudication
};

// Reads another program's game (the format is told from the text). A Failure says why it is none we read.
Expected<ForeignGame> read_foreign_game(std::string_view text, std::string_view file_name);

// The game as the Python package's JSON, with its messages in words, or why it cannot be written; and a file name
// for a game of this name ("Club-game-3.json").
Expected<std::string> diplomacy_json_of(const GameRecord& record);
std::string diplomacy_json_file_name(const std::string& game_name);

}  // namespace dip
