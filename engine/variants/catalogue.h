// The boards and variants the game offers: assets/catalogue.txt lists each variant by a number that save
// strings keep for ever and an id that texts use; a variant's file names its board and its rule switches
// (docs/VARIANTS.md). The one place that turns a variant's settings into rules. Nothing else names a board.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "failure.h"
#include "map.h"
#include "rules.h"

namespace dip {

// The rules a variant is played by: which class of Rules plays it and which vocabulary of orders it adds
// (catalogue.cpp's table of families). Everything that differs by family asks the family, never a variant's
// number, so a second variant with Formal Diplomacy's rules gets everything Formal Diplomacy gets.
enum class RuleFamily : std::uint8_t { Standard, Formal };

struct VariantInfo {
    Variant number = Variant::Standard;        // stored in save strings and links: never changes
    std::string id;                            // "france-austria": in texts, links to embeds, the dip tool
    std::string name;                          // "France vs Austria"
    std::string about;                         // a sentence or two for the new-game dialog
    std::string board;                         // its board's folder under assets/boards/
    std::vector<std::string> sources;          // where its definition comes from
    RuleFamily family = RuleFamily::Standard;  // "rules formal" in its file: Formal Diplomacy's rules
    Map map;                                   // the board as this variant plays it
    // Its rules with the default settings (variant() is this variant): what the engine's generic parts ask of
    // the variant when they hold no game's rules (the sections it adds to the position format, the packing of
    // its own state).
    std::unique_ptr<const Rules> rules;
};

class Catalogue {
public:
    // Reads a catalogue through `read`, which gives the text of a file by its path relative to the assets
    // folder ("catalogue.txt", "variants/chaos.variant", "boards/standard/board.map"), or nothing. Throws
    // std::runtime_error naming the file and line when the data is wrong.
    using FileReader = std::function<std::optional<std::string>(std::string_view path)>;
    static Catalogue load(const FileReader& read);
    // The catalogue in an assets folder on disk (one made by hand, say); throws as load() does.
    static Catalogue load_folder(const std::string& assets_dir);
    // The same for callers at a boundary (a tool given a folder): what load() would throw, as a Failure.
    static Expected<Catalogue> read_folder(const std::string& assets_dir);

    // Every variant, in the catalogue's order. Their addresses stay put for the catalogue's life.
    const std::vector<std::unique_ptr<const VariantInfo>>& variants() const { return variants_; }
    const VariantInfo* find(Variant number) const;
    const VariantInfo* find(std::string_view id) const;
    // The variant with this number, or the standard game's when there is none.
    const VariantInfo& at(Variant number) const;

    // The rules these settings describe: their variant's map, played by its family's rules, knowing their
    // variant (Rules::variant()). Settings of a variant this catalogue does not have get the standard game's.
    std::unique_ptr<Rules> make_rules(const RuleSettings& settings) const;

private:
    std::vector<std::unique_ptr<const VariantInfo>> variants_;
};

// The catalogue compiled into the program (assets/), read on first use.
const Catalogue& catalogue();

// The rules these settings describe, from the compiled-in catalogue.
std::unique_ptr<Rules> make_rules(const RuleSettings& settings);

// "" when a game may have these settings, else what is wrong: a variant of the catalogue, victory centres
// from 1 to the board's centres (or 0: the variant's, -1: no solo), an end year from 0 (none) to kLastYear, a
// turn limit from 0 (none) to kMaxSetting. Every reader of settings (the rules line, save strings, the computers'
// requests, the page's scripting API) checks them here, so whatever one form takes every other can carry.
inline constexpr int kMaxSetting = 9999;
std::string settings_error(const RuleSettings& settings);

// The variant these rules play when it is one of the compiled-in catalogue's, whose variants live as long as the
// program (so what is made for one may be kept, and its board's files are in the program's assets); else nullptr
// (rules made by hand, or by a catalogue read at run time).
const VariantInfo* compiled_variant(const Rules& rules);

// The rule family of the variant these settings name (the standard game's for a number the catalogue lacks).
RuleFamily rule_family(const RuleSettings& settings);

}  // namespace dip
