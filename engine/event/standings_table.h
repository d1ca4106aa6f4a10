// The standings written out: as rows of cells for a screen, as CSV text (RFC 4180) for a spreadsheet or the
// event's web page, and as a page to print. Only formatting: every number comes from standings.h.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "standings.h"

namespace dip {

using TableRows = std::vector<std::vector<std::string>>;  // the header row first; every row as wide

// Rank, Player, Total, Round 1..Round n (the rounds planned), Best game, Average centres, Centre differential,
// Tie broken by. Ranks shared by tied players carry "=" on the screen ("2="); a round not counted in the total is
// in brackets there ("(12)"). The game master's seats follow as "NC" rows; players with no game yet come last
// with no rank. `for_csv`: plain numbers (no "=", no brackets) and a column "Rounds counted" ("1 3").
TableRows standings_rows(const Event& event, const Standings& standings, bool for_csv = false);

// Power, Score, Players (names joined by ", "): one row per power of the board, the header first.
TableRows best_country_rows(const Event& event, const Standings& standings);

// One field as RFC 4180 writes it: in double quotes, inner quotes doubled, when it holds a comma, a quote, a
// line break or spaces at either end; as it is otherwise.
std::string csv_field(std::string_view text);

// Rows as CSV: fields joined by commas, each line ended by CRLF (as RFC 4180 says).
std::string csv_text(const TableRows& rows);

// The standings' CSV: standings_rows(..., true) as CSV text.
std::string standings_csv(const Event& event, const Standings& standings);

// The standings and Best Country as a page to print (HTML, styled for paper, nothing loaded from anywhere): the
// event's name, its scoring and rounds played, then both tables as on the screen. Every text is escaped.
std::string standings_page(const Event& event, const Standings& standings);

// A score as shown: at most two decimals, no trailing zeros ("36", "17.33", "-2.5").
std::string format_points(double value);

}  // namespace dip
