// The saved games of the Python `diplomacy` package (github.com/diplomacy/diplomacy: diplomacy.utils.export's
// to_saved_game_format and from_saved_game_format), both ways. Their record is a list of phases, each with its
// state, orders and results; ours is a start and the orders of each phase, everything else replayed. Importing
// replays their orders through our adjudicator and lists, in words, every place where the record and our
// adjudication differ; the game kept ends at the last phase that agrees. Exporting writes a game as their code
// would. Only boards both sides have, with the same start and rules (docs/FORMATS.md); messages are written, not
// read.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "failure.h"
#include "game.h"
#include "rules.h"

namespace dip {

// One place where the record and our adjudication part.
struct DiplomacyDivergence {
    std::size_t phase = 0;   // index in the record's "phases"
    std::string phase_name;  // ours: "Fall 1903 Movement"
    std::string subject;     // the order or unit concerned as the record writes it ("A MUN - BUR"); "" for none
    std::string what;        // "the record says bounce, we find it succeeds"
    // "Fall 1903 Movement: A MUN - BUR: the record says bounce, we find it succeeds"
    std::string text() const;
};

// A record read and replayed.
struct DiplomacyImport {
    std::string game_id;                           // the record's "id"
    std::string map_name;                          // the record's "map": "standard", "standard_france_austria", ...
    RuleSettings rules;                            // the variant that map is here (rules.variant)
    Position start;                                // the position of the record's first phase
    std::vector<std::vector<Order>> orders;        // the orders of each phase kept, in order, each with its power
    std::size_t record_phases = 0;                 // phases in the record (its last one is the phase not yet played)
    std::size_t phases_agreeing = 0;               // record phases played that agree with us (all of them are kept)
    std::vector<DiplomacyDivergence> divergences;  // every disagreement in the phase where the game stops
    std::string stopped;                           // why the game stops before the record's end; "" if it does not

    bool agrees() const { return divergences.empty() && stopped.empty(); }
    // The report in lines: every divergence, then where the game stops and why (or that everything agrees).
    std::string report() const;
};

// Reads a saved game (their JSON, one game). A Failure when the text is not JSON, too big or too deep
// (json_reader.h), not a saved game, of a map or rule we do not play, or longer than kMaxPhases; what only
// replaying shows (an order we cannot read, a result we do not find) comes back as divergences instead.
Expected<DiplomacyImport> import_diplomacy_json(std::string_view json);

// The map name their package gives this game's variant, or "" when the game cannot be written for it, with the
// reason in `why`: a variant they lack or play otherwise, settings their record cannot hold (an end year, a turn
// limit, another victory count), sandbox edits, a start in a retreat phase, phases played after the game ended.
std::string diplomacy_map_name(const Game& game, std::string* why = nullptr);

// A message between two powers, in words, with the phase it was sent in: their record keeps each phase's messages
// (sender, recipient, time_sent, phase, message).
struct DiplomacyMessage {
    Power from = kNoPower, to = kNoPower;
    Phase phase;
    std::string text;
};

// The game as their to_saved_game_format writes it (one line, no newline): every phase played, then the
// current one (named "COMPLETED" once the game is over) with no orders. With `messages` (in the order sent), each
// goes with its phase, its time_sent counting 1, 2, 3... in that order, and the rules lose NO_PRESS. A Failure says
// why a game cannot be written (diplomacy_map_name).
Expected<std::string> export_diplomacy_json(const Game& game, std::string_view game_id = "dip",
                                            const std::vector<DiplomacyMessage>& messages = {});

}  // namespace dip
