// Other programs' games in and out (foreign_game.h).
#include "foreign_game.h"

#include <algorithm>
#include <cctype>

#include "catalogue.h"
#include "diplomacy_json.h"
#include "judge_text.h"

namespace dip {

namespace {

// A game's name from its file's: without folders or extension, printable, not too long.
std::string name_from_file(std::string_view file_name, const std::string& fallback) {
    if (const std::size_t slash = file_name.find_last_of("/\\"); slash != std::string_view::npos)
        file_name.remove_prefix(slash + 1);
    if (const std::size_t dot = file_name.rfind('.'); dot != std::string_view::npos && dot > 0)
        file_name = file_name.substr(0, dot);
    std::string name;
    for (const char c : file_name)
        if (static_cast<unsigned char>(c) >= ' ' && c != 127 && name.size() < 60) name += c;
    return name.empty() ? fallback : name;
}

bool starts_as_json(std::string_view text) {
    const std::size_t at = text.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
    return at != std::string_view::npos && text[at] == '{';
}

}  // namespace

Expected<ForeignGame> read_foreign_game(std::string_view text, std::string_view file_name) {
    ForeignGame out;
    Expected<DiplomacyImport> read = Failure{""};
    if (starts_as_json(text)) {
        read = import_diplomacy_json(text);
        out.format = "the Python diplomacy package's JSON";
    } else if (looks_like_judge_text(text)) {
        read = import_judge_text(text);
        out.format = "a judge's results mails";
    } else {
        return Failure{
            "This file is not a game this page reads: a saved game of the Python diplomacy package (JSON), or an "
            "archive of a judge's results mails (text)."};
    }
    if (!read) return read.failure();
    GameRecord& g = out.record;
    g.name = name_from_file(file_name, read->game_id.empty() ? "Imported game" : read->game_id);
    g.mode = PlayMode::Sandbox;
    g.settings.rules = read->rules;
    g.start = read->start;
    for (const std::vector<Order>& orders : read->orders) g.steps.push_back({false, orders, {}});
    std::string error;
    if (!replay(g, *make_rules(g.settings.rules), error))  // (the importer replayed them already: never expected)
        return Failure{"This game does not replay here: " + error};
    out.agrees = read->agrees();
    out.report = "\"" + g.name + "\", from " + out.format + ":\n" + read->report();
    return out;
}

Expected<std::string> diplomacy_json_of(const GameRecord& record) {
    const auto rules = make_rules(record.settings.rules);
    std::string error;
    const std::optional<Game> game = replay(record, *rules, error);
    if (!game) return Failure{error};
    std::vector<DiplomacyMessage> messages;
    for (const Message& m : record.press)
        messages.push_back({m.from, m.to, m.phase, message_text(record.press, m, rules->map())});
    return export_diplomacy_json(*game, record.name.empty() ? "dip" : record.name, messages);
}

std::string diplomacy_json_file_name(const std::string& game_name) {
    std::string name;
    for (const char c : game_name.empty() ? std::string("diplomacy-game") : game_name) {
        const bool plain = std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
        if (name.size() < 60) name += plain ? c : '-';
    }
    return name + ".json";
}

}  // namespace dip
