// The standings as cells and as CSV. Names are written as the director typed them; quoting is the CSV's job.
#include "standings_table.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace dip {

namespace {

std::string name_of(const Event& event, int id) {
    const Player* p = find_player(event, id);
    return p ? p->name : "player " + std::to_string(id);
}

}  // namespace

std::string format_points(double value) {
    char buffer[64];
    const double rounded = std::round(value * 100) / 100;
    std::snprintf(buffer, sizeof buffer, "%.2f", rounded == 0 ? 0.0 : rounded);  // never "-0"
    std::string text = buffer;
    while (text.back() == '0') text.pop_back();
    if (text.back() == '.') text.pop_back();
    return text;
}

TableRows standings_rows(const Event& event, const Standings& standings, bool for_csv) {
    const int rounds = event.settings.rounds;
    TableRows rows;
    std::vector<std::string> header{"Rank", "Player", "Total"};
    for (int r = 0; r < rounds; ++r) header.push_back("Round " + std::to_string(r + 1));
    for (const char* h : {"Best game", "Average centres", "Centre differential", "Tie broken by"}) header.push_back(h);
    if (for_csv) header.push_back("Rounds counted");
    rows.push_back(header);

    for (std::size_t i = 0; i < standings.players.size(); ++i) {
        const Standing& s = standings.players[i];
        std::vector<std::string> row;
        if (s.rank == 0) {  // no game yet: named, nothing else
            row.push_back(for_csv ? "" : "-");
            row.push_back(name_of(event, s.player));
            row.resize(header.size());
            rows.push_back(std::move(row));
            continue;
        }
        const bool tied = (i > 0 && standings.players[i - 1].rank == s.rank) ||
                          (i + 1 < standings.players.size() && standings.players[i + 1].rank == s.rank);
        row.push_back(std::to_string(s.rank) + (tied && !for_csv ? "=" : ""));
        row.push_back(name_of(event, s.player));
        row.push_back(format_points(s.total));
        for (int r = 0; r < rounds; ++r) {
            if (r >= static_cast<int>(s.round_scores.size()) || !s.round_scores[r]) {
                row.push_back("");
                continue;
            }
            const std::string score = format_points(*s.round_scores[r]);
            const bool counted = std::find(s.counted.begin(), s.counted.end(), r) != s.counted.end();
            row.push_back(counted || for_csv ? score : "(" + score + ")");
        }
        row.push_back(format_points(s.best_game));
        row.push_back(format_points(s.average_centres));
        row.push_back(format_points(s.centre_differential));
        row.push_back(s.ranked_by == RankedBy::Total ? "" : std::string(to_string(s.ranked_by)));
        if (for_csv) {
            std::string counted;
            for (int r : s.counted) counted.append(counted.empty() ? "" : " ").append(std::to_string(r + 1));
            row.push_back(counted);
        }
        rows.push_back(std::move(row));
    }
    for (const PlayedGame& g : standings.game_master) {  // NC: below every player, one row a seat
        std::vector<std::string> row{
            "NC", "Game master (" + power_name(g.power) + ", board " + std::to_string(g.board + 1) + ")", ""};
        for (int r = 0; r < rounds; ++r) row.push_back(r == g.round ? format_points(g.points) : "");
        row.resize(header.size());
        rows.push_back(std::move(row));
    }
    return rows;
}

TableRows best_country_rows(const Event& event, const Standings& standings) {
    TableRows rows{{"Power", "Score", "Players"}};
    for (const BestCountry& b : standings.best_country) {
        std::string names;
        for (int id : b.players) names.append(names.empty() ? "" : ", ").append(name_of(event, id));
        rows.push_back({power_name(b.power), b.players.empty() ? "" : format_points(b.points), names});
    }
    return rows;
}

std::string csv_field(std::string_view text) {
    const bool quote = text.find_first_of(",\"\r\n") != std::string_view::npos ||
                       (!text.empty() && (text.front() == ' ' || text.back() == ' '));
    if (!quote) return std::string(text);
    std::string out = "\"";
    for (char c : text) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + "\"";
}

std::string csv_text(const TableRows& rows) {
    std::string out;
    for (const std::vector<std::string>& row : rows) {
        for (std::size_t i = 0; i < row.size(); ++i) out.append(i ? "," : "").append(csv_field(row[i]));
        out += "\r\n";
    }
    return out;
}

std::string standings_csv(const Event& event, const Standings& standings) {
    return csv_text(standings_rows(event, standings, true));
}

namespace {

std::string html_escaped(std::string_view text) {
    std::string out;
    for (const char c : text) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            default: out += c;
        }
    }
    return out;
}

void html_table(std::string& out, const TableRows& rows) {
    out += "<table>\n";
    for (std::size_t r = 0; r < rows.size(); ++r) {
        out += "<tr>";
        for (const std::string& cell : rows[r])
            out += (r == 0 ? "<th>" : "<td>") + html_escaped(cell) + (r == 0 ? "</th>" : "</td>");
        out += "</tr>\n";
    }
    out += "</table>\n";
}

}  // namespace

std::string standings_page(const Event& event, const Standings& standings) {
    const std::string name = html_escaped(event.name.empty() ? "Tournament" : event.name);
    std::string out =
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + name +
        " standings</title>\n<style>\nbody { font-family: sans-serif; margin: 2em; color: #000; }\n"
        "table { border-collapse: collapse; margin: 1em 0 2em; }\n"
        "th, td { border: 1px solid #888; padding: 0.3em 0.6em; text-align: left; }\n"
        "th { background: #eee; }\n@media print { body { margin: 0; } }\n</style>\n</head>\n<body>\n<h1>" +
        name + "</h1>\n<p>Scored by " + html_escaped(to_string(event.settings.scoring)) + "; " +
        std::to_string(event.rounds.size()) + (event.rounds.size() == 1 ? " round" : " rounds") +
        " drawn.</p>\n<h2>Standings</h2>\n";
    html_table(out, standings_rows(event, standings));
    out += "<h2>Best Country</h2>\n";
    html_table(out, best_country_rows(event, standings));
    out += "</body>\n</html>\n";
    return out;
}

}  // namespace dip
