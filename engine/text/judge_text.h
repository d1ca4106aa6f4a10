// The results mails of the email adjudicator (the judge, njudge) kept by postal and email players: an archive of
// them read and replayed through our adjudicator from the standard 1901 position, every place where the judge's
// results and ours differ listed in words (the same report as diplomacy_json.h's). The standard board only; the
// mails' press, reminders and mail headers are skipped; nothing is written back in the judge's layout.
#pragma once

#include <string_view>

#include "diplomacy_json.h"

namespace dip {

inline constexpr std::size_t kMaxJudgeTextBytes = 8u << 20;  // an archive longer than this is refused unread

// Does the text hold at least one results header ("Movement results for Spring of 1901.")?
bool looks_like_judge_text(std::string_view text);

// Reads an archive of results mails, replays each phase's orders from the standard start (a retreat or
// adjustment phase the archive lacks is played with no orders; a repeated mail is skipped) and compares each
// order's result words, the dislodged units and the supply centre owners with ours. A Failure when the text is
// too big, holds no results mail, more than kMaxPhases of them, or does not start with Spring 1901 movement; an
// order we cannot read or a result we do not find is a divergence, and the game kept stops before that phase.
// The result's `phase` indices count the mails read (a repeat not counted); record_phases is their number + 1.
Expected<DiplomacyImport> import_judge_text(std::string_view text);

}  // namespace dip
