// Reading the catalogue, the variant files and the boards they name (docs/VARIANTS.md).
#include "catalogue.h"

#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>

#include "embedded_files.h"
#include "formal/rules.h"
#include "formal/vocabulary.h"
#include "text_util.h"

namespace dip {

namespace {

[[noreturn]] void fail(std::string_view file, int line, const std::string& what) {
    throw std::runtime_error(std::string(file) + (line > 0 ? ":" + std::to_string(line) : "") + ": " + what);
}

bool valid_id(std::string_view id) {
    if (id.empty()) return false;
    for (char c : id)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return false;
    return true;
}

// ---- Rule families: the one table of what each family of rules is -----------------------------------------

template <class R>
std::unique_ptr<Rules> make_family_rules(const Map& map, const RuleSettings& settings) {
    return std::make_unique<R>(map, settings);
}

struct Family {
    RuleFamily family;
    std::string_view word;  // in a variant file: "rules formal"
    std::string_view name;  // in messages: "Formal Diplomacy"
    std::unique_ptr<Rules> (*make)(const Map& map, const RuleSettings& settings);
    const Vocabulary& (*vocabulary)();  // the orders it adds (vocabulary.h), or nullptr
    int max_powers;                     // the most powers its rules can play (0: as many as a map holds)
};

const Family kFamilies[] = {
    {RuleFamily::Standard, "standard", "the standard game", make_family_rules<Rules>, nullptr, 0},
    {RuleFamily::Formal, "formal", "Formal Diplomacy", make_family_rules<FormalRules>, formal::vocabulary,
     kMaxFormalPowers},
};

const Family& family_of(RuleFamily f) {
    for (const Family& family : kFamilies)
        if (family.family == f) return family;
    return kFamilies[0];
}

// A variant file's settings, read before they are applied to a copy of the board's map.
struct VariantFile {
    VariantInfo info;
    std::vector<std::string> powers;  // "powers" (empty: every power of the board)
    bool one_power_per_centre = false;
    std::vector<std::pair<int, std::string>> start_lines;  // (line, text)
    int victory = 0;
    std::optional<Phase> first_phase;
    bool builds_anywhere = false, unordered_builds_army = false;
};

VariantFile read_variant(std::string_view path, std::string_view text) {
    VariantFile v;
    int line_no = 0;
    for (std::string_view raw : split_lines(text)) {
        ++line_no;
        const std::string_view line = trim(strip_comment(raw));
        if (line.empty()) continue;
        const std::size_t space = line.find_first_of(" \t");
        const std::string_view key = line.substr(0, space);
        const std::string_view value = space == std::string_view::npos ? "" : trim(line.substr(space));
        if (key == "name") v.info.name = value;
        else if (key == "board") v.info.board = value;
        else if (key == "about") {
            if (!v.info.about.empty()) v.info.about += ' ';  // an about on several lines reads as one
            v.info.about += value;
        } else if (key == "source") v.info.sources.emplace_back(value);
        else if (key == "powers")
            for (std::string_view w : split_words(value)) v.powers.emplace_back(w);
        else if (key == "start") v.start_lines.emplace_back(line_no, std::string(value));
        else if (key == "victory") {
            try {
                v.victory = std::stoi(std::string(value));
            } catch (const std::exception&) {
                v.victory = 0;
            }
            if (v.victory <= 0) fail(path, line_no, "victory needs a number of centres");
        } else if (key == "first-phase") {
            Phase p;
            if (!parse_first_phase(value, p))
                fail(path, line_no, "first-phase needs a season and a year from 0 to " + std::to_string(kLastYear));
            v.first_phase = p;
        } else if (line == "builds anywhere") v.builds_anywhere = true;
        else if (line == "one power per centre") v.one_power_per_centre = true;
        else if (line == "unordered builds army") v.unordered_builds_army = true;
        else if (key == "rules") {
            const Family* family = nullptr;
            for (const Family& f : kFamilies)
                if (value == f.word) family = &f;
            if (!family) fail(path, line_no, "unknown rules " + quote_short(value));
            v.info.family = family->family;
        } else fail(path, line_no, "unknown setting " + quote_short(line));
    }
    if (v.info.name.empty()) fail(path, 0, "a variant needs a name line");
    if (v.info.board.empty() || !valid_id(v.info.board)) fail(path, 0, "a variant needs a board line");
    return v;
}

}  // namespace

Catalogue Catalogue::load(const FileReader& read) {
    const std::optional<std::string> list = read("catalogue.txt");
    if (!list) fail("catalogue.txt", 0, "not found");
    Catalogue c;
    std::map<std::string, Map, std::less<>> boards;  // each board read once
    int line_no = 0;
    for (std::string_view raw : split_lines(*list)) {
        ++line_no;
        const std::string_view line = trim(strip_comment(raw));
        if (line.empty()) continue;
        const std::vector<std::string_view> w = split_words(line);
        int number = -1;
        try {
            number = w.size() == 2 ? std::stoi(std::string(w[0])) : -1;
        } catch (const std::exception&) {
            number = -1;
        }
        if (number < 0 || number > 0xFFFF || !valid_id(w[1]))
            fail("catalogue.txt", line_no, "expected \"<number> <id>\" (an id of a-z, 0-9 and -)");
        if (c.find(static_cast<Variant>(number)) || c.find(w[1]))
            fail("catalogue.txt", line_no, "the number or the id is already taken");
        const std::string path = "variants/" + std::string(w[1]) + ".variant";
        const std::optional<std::string> text = read(path);
        if (!text) fail(path, 0, "not found");
        VariantFile v = read_variant(path, *text);
        v.info.number = static_cast<Variant>(number);
        v.info.id = w[1];

        auto board = boards.find(v.info.board);
        if (board == boards.end()) {
            const std::string map_path = "boards/" + v.info.board + "/board.map";
            const std::optional<std::string> map_text = read(map_path);
            if (!map_text) fail(map_path, 0, "not found");
            try {
                board = boards.emplace(v.info.board, Map::parse(*map_text)).first;
            } catch (const std::exception& e) {
                fail(map_path, 0, e.what());
            }
        }
        Map map = board->second;
        try {
            if (v.one_power_per_centre) map.one_power_per_centre();
            if (!v.powers.empty()) map.keep_powers(v.powers);
            for (const auto& [start_line, s] : v.start_lines) {
                (void)start_line;
                map.set_start_line(s);
            }
        } catch (const std::exception& e) {
            fail(path, 0, e.what());
        }
        if (v.victory > 0) map.set_victory(v.victory);
        if (v.first_phase) map.set_first_phase(*v.first_phase);
        if (v.builds_anywhere) map.set_builds_anywhere(true);
        if (v.unordered_builds_army) map.set_unordered_builds_army(true);
        if (map.power_count() == 0) fail(path, 0, "no power plays");
        if (const int most = family_of(v.info.family).max_powers; most > 0 && map.power_count() > most)
            fail(path, 0,
                 std::string(family_of(v.info.family).name) + " is played by at most " + std::to_string(most) +
                     " powers");
        v.info.map = std::move(map);
        auto info = std::make_unique<VariantInfo>(std::move(v.info));
        // The rules point to the map and the variant, now at their last addresses.
        std::unique_ptr<Rules> rules = family_of(info->family).make(info->map, RuleSettings{info->number, 0, 0, 0});
        rules->variant_ = info.get();
        info->rules = std::move(rules);
        c.variants_.push_back(std::move(info));
    }
    if (!c.find(Variant::Standard)) fail("catalogue.txt", 0, "variant 0, the standard game, is missing");
    return c;
}

Catalogue Catalogue::load_folder(const std::string& assets_dir) {
    return load([&](std::string_view path) -> std::optional<std::string> {
        std::ifstream in(assets_dir + "/" + std::string(path), std::ios::binary);
        if (!in) return std::nullopt;
        std::ostringstream ss;
        ss << in.rdbuf();
        return ss.str();
    });
}

Expected<Catalogue> Catalogue::read_folder(const std::string& assets_dir) {
    try {
        return load_folder(assets_dir);
    } catch (const std::runtime_error& e) {
        return Failure{e.what()};
    }
}

const VariantInfo* Catalogue::find(Variant number) const {
    for (const auto& v : variants_)
        if (v->number == number) return v.get();
    return nullptr;
}

const VariantInfo* Catalogue::find(std::string_view id) const {
    for (const auto& v : variants_)
        if (iequals(v->id, id)) return v.get();
    return nullptr;
}

const VariantInfo& Catalogue::at(Variant number) const {
    const VariantInfo* v = find(number);
    return v ? *v : *find(Variant::Standard);
}

std::unique_ptr<Rules> Catalogue::make_rules(const RuleSettings& settings) const {
    const VariantInfo& v = at(settings.variant);
    RuleSettings s = settings;
    s.variant = v.number;
    std::unique_ptr<Rules> rules = family_of(v.family).make(v.map, s);
    rules->variant_ = &v;
    return rules;
}

const Catalogue& catalogue() {
    static const Catalogue c = Catalogue::load([](std::string_view path) -> std::optional<std::string> {
        const std::optional<std::string_view> text = find_file(engine_assets(), path);
        return text ? std::optional<std::string>(*text) : std::nullopt;
    });
    return c;
}

std::unique_ptr<Rules> make_rules(const RuleSettings& settings) { return catalogue().make_rules(settings); }

std::string settings_error(const RuleSettings& settings) {
    const VariantInfo* v = catalogue().find(settings.variant);
    if (!v) return "a variant this release does not have";
    const int centres = v->map.centre_count();
    if (settings.victory_centres < -1 || settings.victory_centres > centres)
        return "victory centres must be from 1 to " + std::to_string(centres) + ", the board's supply centres";
    if (settings.end_year < 0 || settings.end_year > kLastYear)
        return "an end year must be at most " + std::to_string(kLastYear);
    if (settings.max_turns < 0 || settings.max_turns > kMaxSetting)
        return "a turn limit must be at most " + std::to_string(kMaxSetting);
    return "";
}

std::span<const Vocabulary* const> vocabularies() {
    static const std::vector<const Vocabulary*> list = [] {
        std::vector<const Vocabulary*> out;
        for (const Family& f : kFamilies)
            if (f.vocabulary) out.push_back(&f.vocabulary());
        return out;
    }();
    return list;
}

const Map& standard_map() { return catalogue().at(Variant::Standard).map; }

const Rules& standard_rules() { return *catalogue().at(Variant::Standard).rules; }

const VariantInfo* compiled_variant(const Rules& rules) {
    const VariantInfo* v = rules.variant();
    return v && catalogue().find(v->number) == v ? v : nullptr;
}

RuleFamily rule_family(const RuleSettings& settings) { return catalogue().at(settings.variant).family; }

}  // namespace dip
