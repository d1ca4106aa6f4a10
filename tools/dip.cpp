// dip: the engine on the command line. Reads positions in the position format (docs/POSITION_FORMAT.md)
// and prints results as JSON (docs/JSON.md) or as the next position's text. Errors go to stderr, exit 2.
#include <fstream>
#include <iostream>
#include <string>

#include "bot/bot.h"
#include "bot/levels.h"
#include "catalogue.h"
#include "diplomacy_json.h"
#include "judge_text.h"
#include "dip_input.h"
#include "game.h"
#include "json.h"
#include "position_text.h"
#include "rules.h"
#include "scenario.h"

namespace {

const char* kUsageText =
    "usage:\n"
    "  dip adjudicate [--text] FILE   adjudicate the position and orders in FILE (\"-\": standard input);\n"
    "                                 print JSON, or with --text the next position in the position format\n"
    "  dip check FILE...              run the scenarios in the files and check their expected results\n"
    "                                 (in a document, every ```board block is a scenario)\n"
    "  dip start [--variant ID]       print a variant's starting position (the standard game's by default;\n"
    "                                 --formal for Formal Diplomacy's); dip variants lists the ids\n"
    "  dip variants                   list the variants: id, name, powers, centres to win, first phase\n"
    "  dip bot FILE --power POWER|all [--level LEVEL] [--seed N]\n"
    "                                 print a computer player's orders for the position in FILE as\n"
    "                                 \"Power: order\" lines (under \"orders:\" unless FILE has that section),\n"
    "                                 to append to FILE and adjudicate; level normal and seed 1 by default\n"
    "                                 (LEVEL: @LEVELS@)\n"
    "  dip import FILE                read a saved game of the Python diplomacy package (its JSON), or an\n"
    "                                 archive of the judge's results mails (njudge, the standard board), replay it\n"
    "                                 and print it as a scenario (the start, then each phase's orders after\n"
    "                                 \"---\" lines) that dip export and dip check read; every place where its\n"
    "                                 record and our adjudication differ goes to stderr. Exit 0: all agrees,\n"
    "                                 1: they differ (the game printed stops before), 2: unreadable\n"
    "  dip export FILE                write the game in FILE (a scenario: a position and its orders, then\n"
    "                                 \"---\" blocks of each next phase's orders) as that package's JSON\n"
    "A \"rules:\" line in a position or scenario names its variant (\"rules: formal\", \"rules: chaos\"), whose\n"
    "board and rules it is read and played by (docs/VARIANTS.md).\n";

// The usage, with the levels of engine/bot/levels.h.
std::string usage() {
    std::string text = kUsageText;
    const std::string_view word = "@LEVELS@";
    text.replace(text.find(word), word.size(), dip::bot::level_names());
    return text;
}

// The input as the messages name it: the file's name, or "input" for standard input.
std::string input_name(const std::string& name) { return name == "-" ? "input" : dip::tool::printable(name); }

// Reads a file, or standard input ("-"), as text (dip_input.h); says why not on stderr.
bool read_input(const std::string& name, std::string& text) {
    std::string why;
    if (name == "-") {
        why = dip::tool::read_text(std::cin, text);
    } else {
        std::ifstream in(name, std::ios::binary);
        if (!in) {
            std::cerr << "dip: cannot open " << input_name(name) << "\n";
            return false;
        }
        why = dip::tool::read_text(in, text);
    }
    if (!why.empty()) std::cerr << "dip: " << input_name(name) << ": " << why << "\n";
    return why.empty();
}

int adjudicate(int argc, char** argv) {
    bool as_text = false;
    std::string file;
    for (int i = 2; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--text") as_text = true;
        else if (file.empty()) file = a;
        else return std::cerr << usage(), 2;
    }
    if (file.empty()) return std::cerr << usage(), 2;
    std::string text;
    if (!read_input(file, text)) return 2;
    const dip::Expected<dip::PositionText> read = dip::read_position(text, dip::standard_rules());
    if (!read.ok()) {
        std::cerr << "dip: " << input_name(file) << ": " << read.failure().text() << "\n";
        return 2;
    }
    const dip::RuleSettings& settings = read->rules;  // a "rules:" line, else the standard game
    const std::unique_ptr<dip::Rules> rules = dip::make_rules(settings);
    std::vector<dip::Order> orders;
    for (const dip::OrderLine& ol : read->orders) orders.push_back(ol.order);
    dip::PhaseResult result;
    rules->adjudicate(read->position, orders, result);
    if (as_text) std::cout << dip::write_position(result.next, *rules, settings);
    else std::cout << dip::phase_result_json(read->position, result, *rules);
    return 0;
}

// Checks one scenario; prints "ok" or the whole story of what went wrong. True if it passed.
bool check_scenario(const std::string& name, const std::string& text) {
    const dip::ScenarioReport report = dip::run_scenario(text, dip::standard_rules());
    if (report.passed()) {
        std::cout << "ok    " << name << "\n";
        return true;
    }
    std::cout << "FAIL  " << name << "\n";
    if (!report.error.empty()) std::cout << "  " << report.error << "\n";
    for (const dip::ScenarioStep& s : report.steps)
        if (!s.mismatches.empty()) std::cout << dip::explain(s);
    return false;
}

// A file is one scenario, or a document (the rules guide) whose ```board blocks are scenarios.
int check(int argc, char** argv) {
    if (argc < 3) return std::cerr << usage(), 2;
    int failed = 0;
    for (int i = 2; i < argc; ++i) {
        std::string text;
        if (!read_input(argv[i], text)) return 2;
        const std::vector<dip::DocumentBoard> boards = dip::document_boards(text);
        if (boards.empty()) {
            failed += !check_scenario(dip::tool::printable(argv[i]), text);
            continue;
        }
        for (const dip::DocumentBoard& b : boards) {
            const std::string name =
                dip::tool::printable(argv[i]) + ":" + std::to_string(b.first_line) + " " + b.header;
            if (!b.closed) {
                std::cout << "FAIL  " << name << "\n  the board has no closing ```\n";
                ++failed;
                continue;
            }
            failed += !check_scenario(name, b.text);
        }
    }
    return failed ? 1 : 0;
}

// The orders computer players give in the position of a file (docs/BOTS.md), printed as order lines.
int bot_orders(int argc, char** argv) {
    std::string file, power_name, level_name = "normal";
    std::uint64_t seed = 1;
    for (int i = 2; i < argc; ++i) {
        const std::string a = argv[i];
        if ((a == "--power" || a == "--level" || a == "--seed") && i + 1 < argc) {
            const std::string v = argv[++i];
            if (a == "--power") power_name = v;
            else if (a == "--level") level_name = v;
            else if (v.empty() || v.find_first_not_of("0123456789") != std::string::npos || v.size() > 19)
                return std::cerr << "dip: --seed takes a number\n", 2;
            else seed = std::stoull(v);
        } else if (file.empty() && (a == "-" || a.rfind("--", 0) != 0)) {
            file = a;
        } else {
            return std::cerr << usage(), 2;
        }
    }
    const std::optional<dip::bot::Level> level = dip::bot::level_named(level_name);
    if (file.empty() || power_name.empty()) return std::cerr << usage(), 2;
    if (!level)
        return std::cerr << "dip: unknown level " << dip::tool::printable(level_name) << " (" << dip::bot::level_names()
                         << ")\n",
               2;
    std::string text;
    if (!read_input(file, text)) return 2;
    const dip::Expected<dip::PositionText> read = dip::read_position(text, dip::standard_rules());
    if (!read.ok()) return std::cerr << "dip: " << input_name(file) << ": " << read.failure().text() << "\n", 2;
    std::vector<dip::Power> powers;
    const std::unique_ptr<dip::Rules> rules = dip::make_rules(read->rules);
    const dip::Map& board = rules->map();  // the variant's, when a "rules:" line names one
    for (int p = 0; p < board.power_count(); ++p)
        if (dip::lower(power_name) == "all" || board.find_power(power_name) == p)
            powers.push_back(static_cast<dip::Power>(p));
    if (powers.empty()) return std::cerr << "dip: unknown power " << dip::tool::printable(power_name) << "\n", 2;
    const bool has_orders = text.rfind("orders:", 0) == 0 || text.find("\norders:") != std::string::npos;
    if (!has_orders) std::cout << "orders:\n";
    for (dip::Power p : powers)
        for (const dip::Order& o : dip::bot::choose_orders(*rules, read->position, p, *level, seed))
            std::cout << "  " << board.power(p).name << ": " << dip::to_text(o, board) << "\n";
    return 0;
}

// The starting position of a variant, with its "rules:" line (none for the standard game).
int start(int argc, char** argv) {
    std::string id = "standard";
    if (argc == 3 && std::string(argv[2]) == "--formal") id = "formal";
    else if (argc == 4 && std::string(argv[2]) == "--variant") id = argv[3];
    else if (argc != 2) return std::cerr << usage(), 2;
    const dip::VariantInfo* v = dip::catalogue().find(id);
    if (!v)
        return std::cerr << "dip: unknown variant " << dip::tool::printable(id) << " (dip variants lists them)\n", 2;
    dip::RuleSettings settings;
    settings.variant = v->number;
    std::cout << dip::write_position(dip::start_position(v->map), *v->rules, settings);
    return 0;
}

// A saved game of the Python diplomacy package or the judge's results mails, replayed and printed as a scenario; the
// divergences on stderr.
int import_game(int argc, char** argv) {
    if (argc != 3) return std::cerr << usage(), 2;
    std::string text;
    if (!read_input(argv[2], text)) return 2;
    const bool judge = dip::looks_like_judge_text(text);  // the judge's results mails, else their JSON
    const dip::Expected<dip::DiplomacyImport> im =
        judge ? dip::import_judge_text(text) : dip::import_diplomacy_json(text);
    if (!im) return std::cerr << "dip: " << input_name(argv[2]) << ": " << im.failure().text() << "\n", 2;
    const std::unique_ptr<dip::Rules> rules = dip::make_rules(im->rules);
    const dip::Map& map = rules->map();
    std::cout << "# " << dip::tool::printable(im->map_name) << " game " << dip::tool::printable(im->game_id)
              << (judge ? ", imported from the judge's results mails\n"
                        : ", imported from the Python diplomacy package's saved game\n");
    std::cout << dip::write_position(im->start, *rules, im->rules);
    for (std::size_t i = 0; i < im->orders.size(); ++i) {
        if (i) std::cout << "---\n";
        if (!im->orders[i].empty()) std::cout << "orders:\n";
        for (const dip::Order& o : im->orders[i])
            std::cout << "  " << map.power(o.power).name << ": " << dip::to_text(o, map) << "\n";
    }
    const std::string report = im->report();  // lines, each made printable alone
    for (std::size_t from = 0, nl; (nl = report.find('\n', from)) != std::string::npos; from = nl + 1)
        std::cerr << dip::tool::printable(std::string_view(report).substr(from, nl - from)) << "\n";
    return im->agrees() ? 0 : 1;
}

// A game written as a scenario (a position with orders, then "---" blocks of orders, each continuing from the
// last), as the Python diplomacy package's saved-game JSON.
int export_game(int argc, char** argv) {
    if (argc != 3) return std::cerr << usage(), 2;
    std::string text;
    if (!read_input(argv[2], text)) return 2;
    const dip::ScenarioReport report = dip::run_scenario(text, dip::standard_rules());
    if (!report.error.empty()) return std::cerr << "dip: " << input_name(argv[2]) << ": " << report.error << "\n", 2;
    if (report.steps.empty()) return std::cerr << "dip: " << input_name(argv[2]) << ": no position\n", 2;
    std::vector<std::vector<dip::Order>> orders;
    for (std::size_t i = 0; i < report.steps.size(); ++i) {
        const dip::ScenarioStep& s = report.steps[i];
        if (i && (s.rules != report.steps[0].rules || !(s.before == report.steps[i - 1].result.next)))
            return std::cerr << "dip: " << input_name(argv[2]) << ": the block at line " << s.first_line
                             << " does not continue the game (a new phase: or rules: line)\n",
                   2;
        orders.emplace_back();
        for (const dip::OrderLine& ol : s.orders) orders.back().push_back(ol.order);
    }
    const std::unique_ptr<dip::Rules> rules = dip::make_rules(report.steps[0].rules);
    const dip::Game game = dip::Game::replay(*rules, report.steps[0].before, orders);
    const dip::Expected<std::string> json = dip::export_diplomacy_json(game, "dip");
    if (!json) return std::cerr << "dip: " << input_name(argv[2]) << ": " << json.failure().text() << "\n", 2;
    std::cout << *json << "\n";
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string cmd = argc > 1 ? argv[1] : "";
    if (cmd == "adjudicate") return adjudicate(argc, argv);
    if (cmd == "check") return check(argc, argv);
    if (cmd == "bot") return bot_orders(argc, argv);
    if (cmd == "start") return start(argc, argv);
    if (cmd == "import") return import_game(argc, argv);
    if (cmd == "export") return export_game(argc, argv);
    if (cmd == "variants" && argc == 2) {
        for (const auto& v : dip::catalogue().variants())
            std::cout << v->id << "\t" << v->name << "\t" << v->map.power_count() << " powers\t"
                      << (v->family == dip::RuleFamily::Formal
                              ? "most points win"
                              : std::to_string(v->map.victory_centres()) + " centres to win")
                      << "\tfrom " << dip::phase_text(v->map.first_phase()) << "\n";
        return 0;
    }
    if (cmd == "help" || cmd == "--help" || cmd == "-h") {
        std::cout << usage();
        return 0;
    }
    std::cerr << usage();
    return 2;
}
