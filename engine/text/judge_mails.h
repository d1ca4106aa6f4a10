// Reading the judge's results mails (judge_text.h): an archive cut into its mails, each mail's order lines,
// dislodged units and supply centre owners as written (wrapped lines joined, results split off), and the judge's
// sentences turned into our notation. Nothing is checked against a position here: judge_text.cpp replays.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "failure.h"
#include "map.h"

namespace dip::judge {

inline constexpr std::size_t kMaxLogicalLine = 2000;   // a wrapped line longer than this is cut: bounds crafted input
inline constexpr std::size_t kMaxLinesPerMail = 2000;  // order, dislodged and ownership lines kept from one mail
inline constexpr std::size_t kMaxUnreadable = 100;     // unreadable lines of one mail named in the report

// One "Power: text" line of a mail, its wrapped continuations joined.
struct MailLine {
    std::string power;               // as written ("Austria", "Unowned")
    std::string text;                // after the colon, the result and the final "." taken off
    std::vector<std::string> words;  // the result's words, lower case ("bounce", "dislodged")
};

// A unit the mail says was dislodged.
struct JudgeDislodged {
    std::string written;             // the line as written (clipped)
    Province province = kNone;       // where it was
    bool destroyed = false;          // "with no valid retreats was destroyed"
    std::vector<Province> retreats;  // the retreats it lists, sorted
};

// A line of counts after the owners: "Austria:   5 Supply centers,  3 Units:  Builds   2 units."
struct UnitCount {
    std::string power;  // as written
    int centres = 0, units = 0;
};

struct Mail {
    Phase phase;
    std::vector<MailLine> orders;  // in the order written
    std::vector<JudgeDislodged> dislodged;
    bool ownership_section = false;       // "Ownership of supply centers:" seen
    std::vector<MailLine> ownership;      // "Austria: Budapest, Serbia." and "Unowned: ..." (not the counts)
    std::vector<UnitCount> counts;        // the lines of counts after the owners
    std::vector<std::string> unreadable;  // lines that look like dislodged units but cannot be read
    std::string body;                     // every line trimmed, joined: an identical repeat is skipped
};

// The phase a results header names ("Movement results for Spring of 1901."), or nothing.
std::optional<Phase> read_header(std::string_view line);
// The mails of the archive, in the order written (the game's name from the first header's parentheses); a
// Failure when there are more than kMaxPhases.
Expected<std::vector<Mail>> read_mails(std::string_view text, const Map& map, std::string& game_name);

// What an order line of the judge becomes: orders in our notation (a build, "2 builds waived" as two waives, or
// the line itself), or a removal the judge made by default, or nothing.
struct Converted {
    std::vector<std::string> orders;
    Province default_removal = kNone;
    bool default_line = false;  // "Defaults, removing ..."
};
Converted convert(const std::string& text, PhaseKind kind, const Map& map);

// A space's name as the judge writes it in a sentence ("the North Sea", "St. Petersburg (south coast)").
Loc judge_loc(const Map& map, std::string_view name);
// Is the text after "Word:" worded as an order of the judge's (a unit, a build or removal, a waived build)?
bool looks_like_order(std::string_view text);
// The archive's text quoted in a message, kept short and printable.
std::string clip(std::string_view s);

}  // namespace dip::judge
