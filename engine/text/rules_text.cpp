// The "rules:" line of the position format: a variant by its id, and the settings of the game.
#include "rules_text.h"

#include <charconv>

#include "catalogue.h"
#include "text_util.h"

namespace dip {

namespace {

// "max turns 20" -> true and 20 when `text` is `words` followed by a whole number.
bool setting(std::string_view text, std::string_view words, int& value) {
    const std::string t = lower(trim(text));
    if (t.rfind(words, 0) != 0 || t.size() <= words.size() || t[words.size()] != ' ') return false;
    const std::string_view number = trim(std::string_view(t).substr(words.size()));
    const auto [end, ec] = std::from_chars(number.data(), number.data() + number.size(), value);
    return ec == std::errc() && end == number.data() + number.size() && !number.empty();
}

}  // namespace

std::string rules_text(const RuleSettings& rules) {
    std::string s = catalogue().at(rules.variant).id;
    if (rules.max_turns > 0) s += ", max turns " + std::to_string(rules.max_turns);
    if (rules.end_year > 0) s += ", end year " + std::to_string(rules.end_year);
    if (rules.victory_centres > 0) s += ", victory centres " + std::to_string(rules.victory_centres);
    if (rules.victory_centres < 0) s += ", no solo";
    return s;
}

Expected<RuleSettings> parse_rules(std::string_view text) {
    RuleSettings rules;
    const std::vector<std::string_view> items = split(text, ',');
    const std::string variant = lower(trim(items[0]));
    const VariantInfo* named = catalogue().find(variant == "formal diplomacy" ? "formal" : variant);
    if (!named)
        return Failure{"expected rules \"standard\", \"formal\" or another variant's id (docs/VARIANTS.md), found " +
                       quote_short(trim(items[0]))};
    rules.variant = named->number;
    for (std::size_t i = 1; i < items.size(); ++i) {
        const std::string_view item = trim(items[i]);
        int v = 0;
        if (setting(item, "max turns", v) && v > 0) rules.max_turns = v;
        else if (setting(item, "end year", v) && v > 0) rules.end_year = v;
        else if ((setting(item, "victory centres", v) || setting(item, "victory centers", v)) && v > 0)
            rules.victory_centres = v;
        else if (lower(item) == "no solo") rules.victory_centres = -1;
        else
            return Failure{"unknown rule setting " + quote_short(item) +
                           " (expected max turns N, end year Y, victory centres N or no solo)"};
    }
    const std::string wrong = settings_error(rules);
    if (!wrong.empty()) return Failure{"in the rules line, " + wrong};
    return rules;
}

}  // namespace dip
