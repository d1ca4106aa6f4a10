// The board as a variant plays it: provinces, their coasts, adjacency per unit type, supply centres, powers and
// the names players use, home centres, where builds may be made, the starting units and phase, and the victory
// count. A Map is built once from the text of a board's map file (assets/boards/<board>/board.map, format in
// docs/VARIANTS.md), changed by its variant's setup (catalogue.h), and is read-only afterwards. It knows
// nothing of units or orders.
#pragma once

#include <array>
#include <map>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "checked.h"
#include "failure.h"
#include "types.h"

namespace dip {

struct PowerInfo {
    std::string name;                  // "England"
    std::string adjective;             // "English"
    std::vector<std::string> aliases;  // other accepted names ("Austria-Hungary")
    // Its colours on the board as 0xRRGGBB, and whether the ink on them is dark, in the standard and the
    // colour-blind palettes (a "colour" line); has_colour false when the board gives none.
    bool has_colour = false;
    std::uint32_t colour = 0, colour_blind = 0;
    bool dark_ink = false, dark_ink_blind = false;
};

struct ProvinceInfo {
    std::string abbr;                  // standard abbreviation as the map writes it ("StP")
    std::string name;                  // full English name ("St Petersburg")
    std::vector<std::string> aliases;  // other accepted names
    SpaceKind kind = SpaceKind::Land;
    bool centre = false;       // a supply centre
    Power home = kNoPower;     // the power whose home centre this is, if any
    Power country = kNoPower;  // the power whose home country this province is part of, if any
    std::vector<Loc> coasts;   // the coast locations, only for provinces with split coasts
};

struct LocInfo {
    Province province = kNone;
    Coast coast = Coast::None;  // Coast::None for the province itself
    std::string abbr;           // "Spa/nc", or the province's abbreviation
};

// The result of looking up a name: the location it names, or why it names none.
struct NameLookup {
    Loc loc = kNone;                   // set when exactly one space matches
    int words = 0;                     // how many name words were consumed
    std::vector<Province> candidates;  // several matches: the name is ambiguous
};

class Map {
public:
    // Reads a map file; throws std::runtime_error with the line number when the text is malformed.
    static Map parse(std::string_view text);
    // The same for callers at a boundary (a map given by a user): the reason as a Failure, nothing thrown.
    static Expected<Map> read(std::string_view text);

    int province_count() const { return static_cast<int>(provinces_.size()); }
    int loc_count() const { return static_cast<int>(locs_.size()); }
    int power_count() const { return static_cast<int>(powers_.size()); }

    // Checked (checked.h): an index off the board stops a checked build instead of reading past a table.
    const ProvinceInfo& province(Province p) const {
        DIP_ON_BOARD(p < province_count());
        return provinces_[p];
    }
    const LocInfo& loc(Loc l) const {
        DIP_ON_BOARD(l < loc_count());
        return locs_[l];
    }
    const PowerInfo& power(Power p) const {
        DIP_ON_BOARD(p < power_count());
        return powers_[p];
    }
    Province province_of(Loc l) const {
        DIP_ON_BOARD(l < loc_count());
        return dense_.province_of[l];
    }
    Coast coast_of(Loc l) const { return dense_.coast_of[l]; }
    bool has_coasts(Province p) const { return dense_.has_coasts.contains(p); }
    SpaceKind kind(Province p) const { return dense_.kind[p]; }  // province(p).kind
    // The location of a province's given coast, or kNone.
    Loc coast_loc(Province p, Coast c) const;

    // Adjacency. Armies move between provinces; fleets between locations (a coast of a split province).
    bool army_adjacent(Province a, Province b) const { return army_adj_[a].contains(b); }
    bool fleet_adjacent(Loc a, Loc b) const { return fleet_adj_[a].contains(b); }
    const SpaceSet& army_neighbours(Province p) const { return army_adj_[p]; }
    const SpaceSet& fleet_neighbours(Loc l) const { return fleet_adj_[l]; }
    // Provinces a fleet could reach from any coast of this province (used for convoy routes).
    const SpaceSet& sea_neighbours(Province p) const { return sea_adj_[p]; }
    // Provinces reachable by any unit in one step, ignoring unit type (2023 civil-disorder distance).
    const SpaceSet& any_neighbours(Province p) const { return any_adj_[p]; }
    // Can a unit of this type stand on this location at all?
    bool can_stand(UnitType t, Loc l) const;

    const SpaceSet& sea_provinces() const { return seas_; }
    // Where a fleet may convoy: every sea, and the coasts a board names with a "convoys" line (the Ancient
    // Mediterranean's Baleares, an archipelago).
    const SpaceSet& convoy_spaces() const { return convoy_spaces_; }
    const SpaceSet& centres() const { return centres_; }
    int centre_count() const { return centres_.size(); }
    // Centres needed for a solo victory: the board's "victory" line, else more than half of all centres
    // (18 of 34).
    int victory_centres() const { return victory_ > 0 ? victory_ : centre_count() / 2 + 1; }
    // May this power build in this province (when it owns it, vacant, in an adjustment phase)? At its home
    // centres; with "builds anywhere", at any supply centre.
    bool may_build_in(Power pw, Province p) const {
        const ProvinceInfo& info = provinces_[p];
        return info.centre && (info.home == pw || (build_anywhere_ && pw < power_count()));
    }
    bool builds_anywhere() const { return build_anywhere_; }
    // The phase a game on this board starts in (Spring 1901 unless the board or variant says otherwise).
    Phase first_phase() const { return first_phase_; }
    // In the first phase (an adjustment phase), a build a power leaves unordered is an army (Chaos).
    bool unordered_builds_army() const { return unordered_builds_army_; }

    // Looks up a space name at tokens[start] in a sequence of lower-case tokens ("north", "atlantic", "ocean").
    // Takes the longest full name, abbreviation or alias that matches (name words may be joined by "-"
    // tokens); else a unique prefix of at least three letters of a name's first word; else reports every
    // candidate. `words` in the result counts the tokens used.
    NameLookup find_space(std::span<const std::string_view> tokens, std::size_t start) const;
    // The space a text names: a full name, abbreviation or alias, any case ("St Petersburg", "stp", "Venezia"),
    // maybe with a coast ("StP/sc", "Spain (north coast)", "Spa nc"); a coast the province does not have is
    // ignored (DATC 4.B.6). kNone when it names no single space, and `error` (if given) says why.
    Loc find_loc(std::string_view text, std::string* error = nullptr) const;
    // A power by name, adjective or alias, any case.
    Power find_power(std::string_view name) const;
    // A province by its exact abbreviation, any case ("stp"); kNone if there is none.
    Province find_abbr(std::string_view abbr) const;

    // The units of the starting position, as written in the map file's "start" lines.
    struct StartUnit {
        Power power;
        UnitType type;
        Loc loc;
    };
    const std::vector<StartUnit>& start_units() const { return start_units_; }

    // ---- A variant's setup (catalogue.cpp), applied once while the catalogue is built -------------------
    // Only these powers play, in the board's order: the others' units go, their home centres turn neutral and
    // their home countries uncoloured. Throws std::runtime_error for an unknown power.
    void keep_powers(const std::vector<std::string>& names);
    // Every supply centre becomes the only home centre (and home country) of a power of its own, named after
    // the province; nobody starts with a unit.
    void one_power_per_centre();
    // Replaces a power's starting units by those of a "start" line's text ("Italy: F Nap, F Rom, A Ven").
    void set_start_line(std::string_view line);
    void set_victory(int centres) { victory_ = centres; }
    void set_first_phase(Phase p) { first_phase_ = p; }
    void set_builds_anywhere(bool on) { build_anywhere_ = on; }
    void set_unordered_builds_army(bool on) { unordered_builds_army_ = on; }

private:
    void parse_start_line(int line_no, std::string_view s);

    // What the adjudicator asks most, in small tables that stay in the cache (the infos above hold strings).
    struct Dense {
        std::array<Province, kMaxLocs> province_of{};
        std::array<Coast, kMaxLocs> coast_of{};
        std::array<SpaceKind, kMaxLocs> kind{};
        SpaceSet has_coasts;
    } dense_;
    std::vector<PowerInfo> powers_;
    std::vector<ProvinceInfo> provinces_;
    std::vector<LocInfo> locs_;
    std::vector<SpaceSet> army_adj_, fleet_adj_, sea_adj_, any_adj_;
    SpaceSet seas_, centres_, convoy_spaces_;
    std::vector<StartUnit> start_units_;
    int victory_ = 0;  // 0: a majority of the centres
    Phase first_phase_;
    bool build_anywhere_ = false, unordered_builds_army_ = false;
    // Name table: first word of a name -> (all words of the name, province), longest names first.
    struct NameEntry {
        std::vector<std::string> words;
        Province province;
    };
    std::map<std::string, std::vector<NameEntry>, std::less<>> names_;
    std::vector<NameEntry> all_names_;
};

// The standard map: the standard variant's, from the catalogue (catalogue.h).
const Map& standard_map();

// "Spring 1901" or "Winter 1900" (an adjustment phase) -> the phase; false if the text is not one, or its year
// is not one a position may have (0 to kLastYear).
bool parse_first_phase(std::string_view text, Phase& out);

// Lower-case copy of an ASCII string.
std::string lower(std::string_view s);

}  // namespace dip
